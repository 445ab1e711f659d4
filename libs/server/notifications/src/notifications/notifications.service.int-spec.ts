import { AuthModule, UserSummariesService } from '@soundpost/server-auth';
import { authSchema } from '@soundpost/server-auth/schema';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { DataSource } from 'typeorm';
import { NotificationsMaintenance } from '../notifications.maintenance';
import { NotificationsModule } from '../notifications.module';
import { notificationsSchema } from '../schema';
import { registerNotificationTemplates } from '../templates/notification-templates';
import { NotificationsService } from './notifications.service';

registerNotificationTemplates({
  test_greeting: {
    en: { title: 'Hello {name}', message: 'Your thing was {decision}.', values: { decision: { approved: 'approved' } } },
    fr: { title: 'Bonjour {name}', message: 'Votre chose a été {decision}.', values: { decision: { approved: 'approuvée' } } },
    es: { title: 'Hola {name}', message: 'Tu cosa ha sido {decision}.', values: { decision: { approved: 'aprobada' } } },
  },
});

describe('NotificationsService (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let ds: DataSource;
  let service: NotificationsService;

  const newUser = async (email: string, language: string | null): Promise<string> => {
    const [row] = await ds.query(`INSERT INTO users (name, email, roles, language) VALUES ('Someone', $1, '{artist}', $2) RETURNING id`, [email, language]);
    return row.id;
  };
  const rowsOf = (userId: string) => ds.query(`SELECT template, title, message, url, read_at FROM notifications WHERE user_id = $1 ORDER BY created_at`, [userId]);

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: [...authSchema.entities, ...notificationsSchema.entities], imports: [AuthModule, NotificationsModule], label: 'notifications' });
    ds = ctx.dataSource;
    service = ctx.app.get(NotificationsService);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it("writes the notification in the user's language when the caller's transaction commits", async () => {
    const fr = await newUser('fr@notifications.test', 'fr');
    await ds.transaction((manager) => service.notify(manager, fr, { template: 'test_greeting', params: { name: 'Ada', decision: 'approved' }, url: '/account/profile' }));
    await expect(rowsOf(fr)).resolves.toEqual([{ template: 'test_greeting', title: 'Bonjour Ada', message: 'Votre chose a été approuvée.', url: '/account/profile', read_at: null }]);
  });

  it('writes nothing when the change that causes it rolls back', async () => {
    const en = await newUser('rollback@notifications.test', 'en');
    await expect(
      ds.transaction(async (manager) => {
        await manager.query(`UPDATE users SET name = 'Changed' WHERE id = $1`, [en]);
        await service.notify(manager, en, { template: 'test_greeting', params: { name: 'Ada', decision: 'approved' } });
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails after notifying');
    await expect(rowsOf(en)).resolves.toEqual([]);
    const [user] = await ds.query(`SELECT name FROM users WHERE id = $1`, [en]);
    expect(user.name).toBe('Someone');
    await expect(service.unreadCount(en)).resolves.toBe(0);
  });

  it("notifyMany writes one notification per item, each in its user's language, with a single language read", async () => {
    const fr = await newUser('many-fr@notifications.test', 'fr');
    const es = await newUser('many-es@notifications.test', 'es');
    const none = await newUser('many-none@notifications.test', null);
    const greeting = (name: string) => ({ template: 'test_greeting', params: { name, decision: 'approved' }, url: '/artist/earnings' });
    const reads = jest.spyOn(ctx.app.get(UserSummariesService), 'languagesOf');
    await ds.transaction((m) =>
      service.notifyMany(m, [
        { userId: fr, request: greeting('Ada') },
        { userId: es, request: greeting('Bo') },
        { userId: none, request: { template: 'test_greeting', params: { name: 'Cy', decision: 'approved' } } },
        { userId: fr, request: greeting('Di') },
      ]),
    );
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
    const titles = (rows: Array<{ title: string }>) => rows.map((r) => r.title).sort();
    expect(titles(await rowsOf(fr))).toEqual(['Bonjour Ada', 'Bonjour Di']);
    await expect(rowsOf(es)).resolves.toEqual([{ template: 'test_greeting', title: 'Hola Bo', message: 'Tu cosa ha sido aprobada.', url: '/artist/earnings', read_at: null }]);
    await expect(rowsOf(none)).resolves.toEqual([{ template: 'test_greeting', title: 'Hello Cy', message: 'Your thing was approved.', url: null, read_at: null }]);
    await expect(ds.transaction((m) => service.notifyMany(m, []))).resolves.toBeUndefined();
  });

  it('notifyMany writes nothing when the transaction rolls back, nor when one item is refused', async () => {
    const a = await newUser('many-rollback-a@notifications.test', 'en');
    const b = await newUser('many-rollback-b@notifications.test', 'fr');
    const items = [a, b].map((userId) => ({ userId, request: { template: 'test_greeting', params: { name: 'X', decision: 'approved' } } }));
    await expect(
      ds.transaction(async (m) => {
        await service.notifyMany(m, items);
        throw new Error('the change fails after notifying');
      }),
    ).rejects.toThrow('the change fails after notifying');
    await expect(ds.transaction((m) => service.notifyMany(m, [...items, { userId: b, request: { template: 'test_greeting', params: { name: 'X' } } }]))).rejects.toThrow(
      'needs the param "decision"',
    );
    await expect(ds.transaction((m) => service.notifyMany(m, [...items, { userId: b, request: { template: 'test_greeting', params: { name: 'X', decision: 'approved' }, url: '//evil.test' } }]))).rejects.toThrow(
      'path inside the app',
    );
    await expect(rowsOf(a)).resolves.toEqual([]);
    await expect(rowsOf(b)).resolves.toEqual([]);
  });

  it('falls back to English for a user with no recorded language', async () => {
    const none = await newUser('none@notifications.test', null);
    await ds.transaction((manager) => service.notify(manager, none, { template: 'test_greeting', params: { name: 'Bo', decision: 'approved' } }));
    await expect(rowsOf(none)).resolves.toEqual([expect.objectContaining({ title: 'Hello Bo', message: 'Your thing was approved.', url: null })]);
  });

  it('refuses an unknown template, a missing param and an off-site url, failing the transaction', async () => {
    const user = await newUser('refused@notifications.test', 'en');
    await expect(ds.transaction((m) => service.notify(m, user, { template: 'no_such_template' }))).rejects.toThrow('Unknown notification template');
    await expect(ds.transaction((m) => service.notify(m, user, { template: 'test_greeting', params: { name: 'Ada' } }))).rejects.toThrow('needs the param "decision"');
    for (const url of ['https://evil.test/', '//evil.test/x', 'javascript:alert(1)']) {
      await expect(ds.transaction((m) => service.notify(m, user, { template: 'test_greeting', params: { name: 'A', decision: 'approved' }, url }))).rejects.toThrow('path inside the app');
    }
    await expect(rowsOf(user)).resolves.toEqual([]);
  });

  it('counts, marks one and all read, and prunes only old read notifications', async () => {
    const me = await newUser('me@notifications.test', 'es');
    const other = await newUser('other@notifications.test', 'es');
    for (let i = 0; i < 3; i++) await ds.transaction((m) => service.notify(m, me, { template: 'test_greeting', params: { name: `N${i}`, decision: 'approved' } }));
    await ds.transaction((m) => service.notify(m, other, { template: 'test_greeting', params: { name: 'O', decision: 'approved' } }));
    await expect(service.unreadCount(me)).resolves.toBe(3);
    const [newest] = await service.recent(me, 50);
    expect(newest.title).toBe('Hola N2');
    await expect(service.markRead(other, newest.id)).rejects.toMatchObject({ status: 404 });
    await expect(service.markRead(me, 'not-a-uuid')).rejects.toMatchObject({ status: 404 });
    await expect(service.markRead(me, newest.id)).resolves.toMatchObject({ id: newest.id, readAt: expect.any(Date) });
    await expect(service.unreadCount(me)).resolves.toBe(2);
    await expect(service.markAllRead(me)).resolves.toBe(2);
    await expect(service.unreadCount(me)).resolves.toBe(0);
    await expect(service.unreadCount(other)).resolves.toBe(1);

    // Two of mine (read) age past the retention; the other user's unread one ages too and stays.
    await ds.query(`UPDATE notifications SET created_at = now() - interval '100 days' WHERE user_id = $1 AND title <> 'Hola N2'`, [me]);
    await ds.query(`UPDATE notifications SET created_at = now() - interval '100 days' WHERE user_id = $1`, [other]);
    await expect(service.pruneRead(90)).resolves.toBe(2);
    await expect(service.recent(me, 50)).resolves.toEqual([expect.objectContaining({ title: 'Hola N2' })]);
    await expect(service.unreadCount(other)).resolves.toBe(1);
  });

  it('the nightly cleanup deletes read notifications older than NOTIFICATIONS_RETENTION_DAYS (90 by default), nothing else', async () => {
    const user = await newUser('cleanup@notifications.test', 'en');
    for (let i = 0; i < 4; i++) await ds.transaction((m) => service.notify(m, user, { template: 'test_greeting', params: { name: `C${i}`, decision: 'approved' } }));
    // C0: read, 91 days old (goes); C1: read, 89 days old (stays); C2: unread, 200 days old (stays); C3: read today (stays).
    await ds.query(`UPDATE notifications SET read_at = now(), created_at = now() - interval '91 days' WHERE user_id = $1 AND title = 'Hello C0'`, [user]);
    await ds.query(`UPDATE notifications SET read_at = now(), created_at = now() - interval '89 days' WHERE user_id = $1 AND title = 'Hello C1'`, [user]);
    await ds.query(`UPDATE notifications SET created_at = now() - interval '200 days' WHERE user_id = $1 AND title = 'Hello C2'`, [user]);
    await ds.query(`UPDATE notifications SET read_at = now() WHERE user_id = $1 AND title = 'Hello C3'`, [user]);
    await expect(ctx.app.get(NotificationsMaintenance).cleanup()).resolves.toEqual({ notifications: 1 });
    const left = await ds.query(`SELECT title FROM notifications WHERE user_id = $1 ORDER BY title`, [user]);
    expect(left.map((r: { title: string }) => r.title)).toEqual(['Hello C1', 'Hello C2', 'Hello C3']);
  });
});
