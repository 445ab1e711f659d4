import { DomainError } from '@soundpost/server-core/http';
import { QueryFailedError } from 'typeorm';
import { createAuthTestContext } from '../../test/auth-test-db';
import { poolQuery } from '@soundpost/server-core/database';
import { hashToken } from './token-crypto';

describe('TokensService (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  let userId: string;
  let n = 0;

  const newUser = async (roles = ['admin']) =>
    (await ctx.users.create({ name: 'T', email: `t${++n}@example.com`, passwordHash: null, roles })).id;
  const row = async (id: string) =>
    (await ctx.dataSource.query(`SELECT * FROM access_tokens WHERE id = $1`, [id]))[0] as Record<string, unknown> | undefined;

  beforeAll(async () => {
    ctx = await createAuthTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });
  beforeEach(async () => {
    userId = await newUser();
  });

  it('issues an opaque token and stores only its SHA-256', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 3600);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await row(issued.id);
    expect(stored).toMatchObject({ user_id: userId, token_hash: hashToken(issued.token), scope: 'admin', revoked_at: null, last_used_at: null });
    expect(JSON.stringify(stored)).not.toContain(issued.token);
    const ttl = (stored!.expires_at as Date).getTime() - (stored!.created_at as Date).getTime();
    expect(Math.abs(ttl - 3600_000)).toBeLessThan(5000);
  });

  it('uses the scope default lifetime when none is given and refuses a non-positive one', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin');
    expect(issued.expiresAt.getTime() - Date.now()).toBeGreaterThan(11 * 3600_000);
    await expect(ctx.tokens.issue(userId, 'admin', 0)).rejects.toThrow('positive');
  });

  it('verifies a live token for its scope and answers the user without the password hash', async () => {
    const issued = await ctx.tokens.issue(userId, 'artist', 60);
    const { user, token } = await ctx.tokens.verify(issued.token, ['artist', 'onboarding']);
    expect(user).toMatchObject({ id: userId, roles: ['admin'], status: 'active' });
    expect(user.passwordHash).toBeUndefined();
    expect(token).toMatchObject({ id: issued.id, scope: 'artist' });
  });

  it('refuses a token of another scope, an unknown token and garbage with 401', async () => {
    const issued = await ctx.tokens.issue(userId, 'onboarding', 60);
    for (const [raw, scopes] of [
      [issued.token, ['admin', 'artist']],
      ['A'.repeat(43), ['onboarding']],
      ['not a token', ['onboarding']],
      ['', ['onboarding']],
    ] as const) {
      await expect(ctx.tokens.verify(raw, scopes)).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
    }
  });

  it('refuses an expired token', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.dataSource.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [issued.id]);
    await expect(ctx.tokens.verify(issued.token, ['admin'])).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('revokes one token: it stops working at once, other tokens keep working', async () => {
    const a = await ctx.tokens.issue(userId, 'admin', 60);
    const b = await ctx.tokens.issue(userId, 'admin', 60);
    await expect(ctx.tokens.revoke(a.token)).resolves.toBe(true);
    await expect(ctx.tokens.revoke(a.token)).resolves.toBe(false);
    await expect(ctx.tokens.revoke('garbage')).resolves.toBe(false);
    await expect(ctx.tokens.verify(a.token, ['admin'])).rejects.toMatchObject({ status: 401 });
    await expect(ctx.tokens.verify(b.token, ['admin'])).resolves.toMatchObject({ token: { id: b.id } });
    expect((await row(a.id))!.revoked_at).toBeInstanceOf(Date);
  });

  it('revokes by id', async () => {
    const a = await ctx.tokens.issue(userId, 'admin', 60);
    await expect(ctx.tokens.revokeById(a.id)).resolves.toBe(true);
    await expect(ctx.tokens.verify(a.token, ['admin'])).rejects.toMatchObject({ status: 401 });
  });

  it('revokes every live token of one user and no one else’s', async () => {
    const mine = await Promise.all([ctx.tokens.issue(userId, 'admin', 60), ctx.tokens.issue(userId, 'artist', 60), ctx.tokens.issue(userId, 'onboarding', 60)]);
    await ctx.tokens.revoke(mine[2].token);
    const otherUser = await newUser();
    const theirs = await ctx.tokens.issue(otherUser, 'admin', 60);
    await expect(ctx.tokens.revokeAllForUser(userId)).resolves.toBe(2);
    for (const t of mine) await expect(ctx.tokens.verify(t.token, ['admin', 'artist', 'onboarding'])).rejects.toMatchObject({ status: 401 });
    await expect(ctx.tokens.verify(theirs.token, ['admin'])).resolves.toMatchObject({ user: { id: otherUser } });
  });

  it('refuses the token of a blocked user with 403 account_blocked', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.dataSource.query(`UPDATE users SET status = 'blocked', blocked_reason = 'Manual block' WHERE id = $1`, [userId]);
    const error = await ctx.tokens.verify(issued.token, ['admin']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 403, code: 'account_blocked', message: 'Your account is blocked. Please contact support.' });
  });

  it('stamps last_used_at at most once a minute, behind the request', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.tokens.verify(issued.token, ['admin']);
    // The request did not wait for the stamp: it is written with the next batch.
    expect((await row(issued.id))!.last_used_at).toBeNull();
    await ctx.tokens.flushTouches();
    const first = (await row(issued.id))!.last_used_at as Date;
    expect(first).toBeInstanceOf(Date);
    await ctx.tokens.verify(issued.token, ['admin']);
    await ctx.tokens.flushTouches();
    expect(((await row(issued.id))!.last_used_at as Date).getTime()).toBe(first.getTime());

    await ctx.dataSource.query(`UPDATE access_tokens SET last_used_at = now() - interval '2 minutes' WHERE id = $1`, [issued.id]);
    const stale = (await row(issued.id))!.last_used_at as Date;
    await ctx.tokens.verify(issued.token, ['admin']);
    await ctx.tokens.flushTouches();
    expect(((await row(issued.id))!.last_used_at as Date).getTime()).toBeGreaterThan(stale.getTime() + 60_000);
  });

  it('writes the stamps of many sessions in one batch, on its own within a second', async () => {
    const issued = await Promise.all([0, 1, 2].map(() => ctx.tokens.issue(userId, 'admin', 60)));
    for (const t of issued) await ctx.tokens.verify(t.token, ['admin']);
    await ctx.tokens.verify(issued[0].token, ['admin']);
    const stamped = async () => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM access_tokens WHERE id = ANY($1::uuid[]) AND last_used_at IS NOT NULL`, [issued.map((t) => t.id)]))[0].n as number;
    expect(await stamped()).toBe(0);
    // No flush by hand: the batch's timer writes it.
    const deadline = Date.now() + 5000;
    while ((await stamped()) < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stamped()).toBe(3);
  });

  it('skips a session another transaction holds instead of waiting for it, and stamps it with a later batch', async () => {
    const held = await ctx.tokens.issue(userId, 'admin', 60);
    const free = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.tokens.verify(held.token, ['admin']);
    await ctx.tokens.verify(free.token, ['admin']);
    const runner = ctx.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`SELECT id FROM access_tokens WHERE id = $1 FOR UPDATE`, [held.id]);
      await ctx.tokens.flushTouches();
      expect((await row(free.id))!.last_used_at).toBeInstanceOf(Date);
      expect((await row(held.id))!.last_used_at).toBeNull();
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    await ctx.tokens.verify(held.token, ['admin']);
    await ctx.tokens.flushTouches();
    expect((await row(held.id))!.last_used_at).toBeInstanceOf(Date);
  });

  it('writes the pending stamps on shutdown', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.tokens.verify(issued.token, ['admin']);
    await ctx.tokens.beforeApplicationShutdown();
    expect((await row(issued.id))!.last_used_at).toBeInstanceOf(Date);
  });

  describe('the access guard’s session read (findSession, then acceptSession per scope)', () => {
    const accept = async (raw: string, scopes: Parameters<typeof ctx.tokens.acceptSession>[1]) => ctx.tokens.acceptSession(await ctx.tokens.findSession(raw), scopes);

    it('reads a live token with its holder, and accepts it for its scope only', async () => {
      const issued = await ctx.tokens.issue(userId, 'artist', 60);
      const session = await ctx.tokens.findSession(issued.token);
      expect(session).toMatchObject({ id: issued.id, scope: 'artist', revokedAt: null, user: { id: userId, name: 'T', roles: ['admin'], status: 'active' } });
      expect(session!.expiresAt).toBeInstanceOf(Date);
      await expect(ctx.tokens.acceptSession(session, ['admin'])).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
      await expect(ctx.tokens.acceptSession(session, ['onboarding', 'artist'])).resolves.toMatchObject({ id: issued.id, user: { id: userId } });
    });

    it('answers null for an unknown token or garbage, which acceptSession refuses with 401', async () => {
      for (const raw of ['A'.repeat(43), 'not a token', '']) {
        await expect(ctx.tokens.findSession(raw)).resolves.toBeNull();
        await expect(accept(raw, ['artist'])).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
      }
    });

    it('refuses expired and revoked tokens with 401, a blocked holder with 403', async () => {
      const expired = await ctx.tokens.issue(userId, 'admin', 60);
      await ctx.dataSource.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.id]);
      await expect(accept(expired.token, ['admin'])).rejects.toMatchObject({ status: 401 });
      const revoked = await ctx.tokens.issue(userId, 'admin', 60);
      await ctx.tokens.revoke(revoked.token);
      await expect(accept(revoked.token, ['admin'])).rejects.toMatchObject({ status: 401 });
      const live = await ctx.tokens.issue(userId, 'admin', 60);
      await ctx.dataSource.query(`UPDATE users SET status = 'blocked', blocked_reason = 'Manual block' WHERE id = $1`, [userId]);
      await expect(accept(live.token, ['admin'])).rejects.toMatchObject({ status: 403, code: 'account_blocked' });
    });

    it('stamps last_used_at when accepted, at most once a minute', async () => {
      const issued = await ctx.tokens.issue(userId, 'admin', 60);
      await ctx.tokens.findSession(issued.token);
      expect((await row(issued.id))!.last_used_at).toBeNull();
      await accept(issued.token, ['admin']);
      await ctx.tokens.flushTouches();
      const first = (await row(issued.id))!.last_used_at as Date;
      expect(first).toBeInstanceOf(Date);
      await accept(issued.token, ['admin']);
      await ctx.tokens.flushTouches();
      expect(((await row(issued.id))!.last_used_at as Date).getTime()).toBe(first.getTime());
    });

    it('wraps a failing statement as TypeORM would (the error filter reads its driverError)', async () => {
      const error = await poolQuery(ctx.dataSource, `SELECT nonsense FROM access_tokens WHERE id = $1`, [userId]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(QueryFailedError);
      expect(error).toMatchObject({ driverError: { code: '42703' } });
    });
  });

  it('deletes a user’s tokens with the user', async () => {
    const issued = await ctx.tokens.issue(userId, 'admin', 60);
    await ctx.dataSource.query(`DELETE FROM users WHERE id = $1`, [userId]);
    await expect(row(issued.id)).resolves.toBeUndefined();
  });

  it('refuses an unknown scope at the database too', async () => {
    await expect(
      ctx.dataSource.query(`INSERT INTO access_tokens (user_id, token_hash, scope, expires_at) VALUES ($1, $2, 'root', now())`, [userId, 'f'.repeat(64)]),
    ).rejects.toThrow(/access_tokens_scope_ck/);
  });
});
