import { UserSummariesService } from '@soundpost/server-auth';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('NoticesService.tell: one way to tell a user, in their language, in the caller transaction', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  const notice = {
    notification: { template: 'plan_activated', params: { plan: 'Label' }, url: '/account/myplan' },
    mail: { template: 'generic_notice' as const, params: (to: { name: string }) => ({ title: `Hello ${to.name}`, message: 'Your plan is active.' }) },
  };
  const notificationsOf = (userId: string): Promise<Array<{ title: string }>> => db.query(`SELECT title FROM notifications WHERE user_id = $1`, [userId]);
  const mailsTo = (email: string): Promise<Array<{ language: string | null; subject: string }>> => db.query(`SELECT language, subject FROM mail_outbox WHERE lower(to_address) = lower($1)`, [email]);

  it("writes the notification and queues the e-mail to the account's address, in the account's language", async () => {
    const ana = await newArtist(t, { name: 'Ana Lima' });
    const bob = await newArtist(t, { name: 'Bob Ray' });
    await db.query(`UPDATE users SET language = 'fr' WHERE id = $1`, [ana.id]);
    await db.transaction(async (m) => {
      await t.app.get(NoticesService).tell(m, ana.id, notice);
      await t.app.get(NoticesService).tell(m, bob.id, notice);
    });
    const [french] = await notificationsOf(ana.id);
    const [english] = await notificationsOf(bob.id);
    expect(french.title).not.toBe(english.title);
    const [toAna] = await mailsTo(ana.email);
    const [toBob] = await mailsTo(bob.email);
    expect([toAna.language, toBob.language]).toEqual(['fr', 'en']);
    expect(toAna.subject).toContain('Hello Ana Lima');
    expect(toBob.subject).toContain('Hello Bob Ray');
  });

  it('writes nothing when the transaction that caused it rolls back', async () => {
    const artist = await newArtist(t);
    await expect(
      db.transaction(async (m) => {
        await t.app.get(NoticesService).tell(m, artist.id, notice);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await expect(notificationsOf(artist.id)).resolves.toEqual([]);
    await expect(mailsTo(artist.email)).resolves.toEqual([]);
  });

  it('tells an unknown or malformed id nothing, and refuses to run outside a transaction', async () => {
    await db.transaction((m) => t.app.get(NoticesService).tell(m, '00000000-0000-4000-8000-000000000000', notice));
    await db.transaction((m) => t.app.get(NoticesService).tell(m, 'not-a-uuid', notice));
    await expect(t.app.get(NoticesService).tell(undefined as never, 'x', notice)).rejects.toThrow(/EntityManager/);
  });

  it("auth's one answer to 'is this account blocked?': among many ids, malformed ones ignored, inside the caller's transaction", async () => {
    const [a, b] = [await newArtist(t), await newArtist(t)];
    const users = t.app.get(UserSummariesService);
    await expect(users.blockedAmong([a.id, b.id, 'nope'])).resolves.toEqual(new Set());
    await db.transaction(async (m) => {
      await m.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [b.id]);
      await expect(users.blockedAmong([a.id, b.id], m)).resolves.toEqual(new Set([b.id]));
      await expect(users.isBlocked(b.id, m)).resolves.toBe(true);
      await expect(users.isBlocked(b.id)).resolves.toBe(false);
    });
    await expect(users.isBlocked(b.id)).resolves.toBe(true);
    await expect(users.isBlocked(a.id)).resolves.toBe(false);
  });
});
