import type { AccountChoicesResponse, AuditLogResponse } from '@soundpost/contracts';
import { auditSentenceEn, auditSentences } from '@soundpost/contracts';
import { MembershipsService } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { approvedArtist, caller } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe("The account's activity names who did what: the person and their role (real app)", () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
  });
  afterAll(() => t?.close());

  it('a manager acting in the label is recorded as themselves with their role; GET /me/accounts names the signed-in person', async () => {
    const owner = await approvedArtist(t);
    const alex = await newArtist(t, { name: 'Alex' });
    await db.transaction((m) => t.app.get(MembershipsService).add(m, owner.id, alex.id, 'manager'));
    const switched = await call('POST', '/auth/switch-account', alex.token, { account_id: owner.id });
    expect(switched.status).toBe(200);
    const alexInLabel: string = switched.body.token;

    // Who "You" is: the person, whichever account the session acts in.
    const accounts = await call('GET', '/me/accounts', alexInLabel);
    expect(accounts.status).toBe(200);
    expect((accounts.body as AccountChoicesResponse).person).toEqual({ id: alex.id, name: 'Alex', email: alex.email });
    expect((accounts.body as AccountChoicesResponse).data.find((a) => a.current)).toMatchObject({ account_id: owner.id, role: 'manager' });
    expect(((await call('GET', '/me/accounts', owner.token)).body as AccountChoicesResponse).person).toMatchObject({ id: owner.id, email: owner.email });

    const draft = await call('POST', '/artist/releases/draft', owner.token, { force_new: true });
    const id: string = draft.body.release_id;
    expect((await call('PUT', `/artist/releases/${id}`, owner.token, { title: 'Golden Hour' })).status).toBe(200);
    expect((await call('PUT', `/artist/releases/${id}`, alexInLabel, { title: 'Golden Hour (Remix)' })).status).toBe(200);

    const [row] = await db.query(
      `SELECT actor_id, actor_name, actor_role, user_id FROM audit_logs WHERE auditable_type = 'Release' AND auditable_id = $1 AND changes->>'title' = 'Golden Hour (Remix)'`,
      [id],
    );
    expect(row).toEqual({ actor_id: alex.id, actor_name: 'Alex', actor_role: 'manager', user_id: owner.id });

    // The owner's activity page reads the entry as "Alex (manager) changed …"; Alex's reads it as "You …" and the owner's as "<owner> (owner) …".
    const log = await call('GET', '/me/audit-logs', owner.token);
    expect(log.status).toBe(200);
    const entries = (log.body.data as AuditLogResponse[]).filter((e) => e.auditable.type === 'Release' && e.auditable.id === id);
    const byAlex = entries.find((e) => e.actor?.id === alex.id) as AuditLogResponse;
    expect(byAlex.actor).toEqual({ id: alex.id, name: 'Alex', email: alex.email, role: 'manager' });
    expect(auditSentences(byAlex, { kind: 'artist', userId: owner.id }).map(auditSentenceEn)).toEqual(['Alex (manager) changed the release title from “Golden Hour” to “Golden Hour (Remix)”']);
    expect(auditSentences(byAlex, { kind: 'artist', userId: alex.id }).map(auditSentenceEn)).toEqual(['You changed the release title from “Golden Hour” to “Golden Hour (Remix)”']);
    const byOwner = entries.find((e) => e.actor?.id === owner.id && e.event === 'updated') as AuditLogResponse;
    expect(byOwner.actor?.role).toBeNull();
    const [ownerRow] = await db.query(`SELECT name FROM users WHERE id = $1`, [owner.id]);
    expect(auditSentences(byOwner, { kind: 'artist', userId: alex.id }).map(auditSentenceEn)[0]).toMatch(new RegExp(`^${ownerRow.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(owner\\) `));
  });
});
