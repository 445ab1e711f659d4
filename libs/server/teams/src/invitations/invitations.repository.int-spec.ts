import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { teamsSchema } from '../schema';
import { Invitation } from './invitation.entity';
import { InvitationsRepository } from './invitations.repository';

@Module({ imports: [TypeOrmModule.forFeature([Invitation])], providers: [InvitationsRepository] })
class InvitationsTestModule {}

describe('InvitationsRepository (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let invitations: InvitationsRepository;
  const hour = 3600_000;

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: teamsSchema.entities, imports: [InvitationsTestModule], label: 'teams' });
    invitations = ctx.app.get(InvitationsRepository);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const make = (accountId: string, email: string, expiresAt: Date) =>
    ctx.dataSource.transaction((m) => invitations.create(m, { accountId, email, role: 'viewer', tokenHash: 'a'.repeat(64), invitedBy: null, expiresAt }));

  it('counts as pending only the unaccepted, unexpired invitations of the account', async () => {
    const account = randomUUID();
    const now = new Date();
    await make(account, 'live@example.com', new Date(now.getTime() + hour));
    await make(account, 'expired@example.com', new Date(now.getTime() - hour));
    const accepted = await make(account, 'accepted@example.com', new Date(now.getTime() + hour));
    await ctx.dataSource.transaction(async (m) => {
      accepted.acceptedAt = now;
      await invitations.save(m, accepted);
    });
    await make(randomUUID(), 'elsewhere@example.com', new Date(now.getTime() + hour));

    await expect(invitations.countPending(account, now)).resolves.toBe(1);
    expect((await invitations.openOf(account)).map((i) => i.email).sort()).toEqual(['expired@example.com', 'live@example.com']);
  });

  it('holds one open invitation per address and account, and records each change in the audit log', async () => {
    const account = randomUUID();
    const first = await make(account, 'twice@example.com', new Date(Date.now() + hour));
    const again = await make(account, 'twice@example.com', new Date(Date.now() + hour)).catch((e: unknown) => e);
    expect(isUniqueViolation(again)).toBe(true);
    await ctx.dataSource.transaction(async (m) => invitations.remove(m, (await invitations.lockById(m, first.id))!));
    await expect(invitations.findById(first.id)).resolves.toBeNull();
    const log = await ctx.dataSource.query(`SELECT event, user_id, changes, original FROM audit_logs WHERE auditable_type = 'TeamInvitation' AND auditable_id = $1 ORDER BY id`, [first.id]);
    expect(log.map((r: { event: string }) => r.event)).toEqual(['created', 'deleted']);
    expect(log[0].user_id).toBe(account);
    expect(JSON.stringify(log)).not.toContain('a'.repeat(64));
  });
});
