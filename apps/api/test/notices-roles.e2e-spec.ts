import { randomUUID } from 'node:crypto';
import { MembershipsService } from '@soundpost/server-auth';
import { NoticesService, type NoticeConcern } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { caller, completeRelease } from './support/releases-fixtures';
import { fundedArtist as fundedArtistWithoutTaxForm, keyedCaller } from './support/wallet-fixtures';
import { withTaxForm } from './support/tax-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Payouts need a valid tax form: every funded artist here has a W-8BEN on file. */
const fundedArtist = (t: Parameters<typeof fundedArtistWithoutTaxForm>[0], cents: number) => withTaxForm(t, fundedArtistWithoutTaxForm(t, cents));

type Person = { id: string; email: string; token: string };
type Team = { owner: Awaited<ReturnType<typeof fundedArtist>>; admin: Person; manager: Person; finance: Person; viewer: Person };

describe('Notices by role: each person of a team account hears what concerns their role, in their language', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t, 'admin');
  });
  afterAll(() => t?.close());

  /** An approved owner with money, and one member of each role, each with their own language. */
  const newTeam = async (): Promise<Team> => {
    const owner = await fundedArtist(t, 10_000);
    const [admin, manager, finance, viewer] = [
      await newArtist(t, { name: 'Ada Admin' }),
      await newArtist(t, { name: 'Alex Manager' }),
      await newArtist(t, { name: 'Fanny Finance' }),
      await newArtist(t, { name: 'Vic Viewer' }),
    ];
    const languages: Array<[Person, string]> = [[admin, 'es'], [manager, 'es'], [finance, 'fr'], [viewer, 'en']];
    for (const [person, language] of languages) await db.query(`UPDATE users SET language = $2 WHERE id = $1`, [person.id, language]);
    await db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [owner.id]);
    await db.transaction(async (m) => {
      const memberships = t.app.get(MembershipsService);
      await memberships.add(m, owner.id, admin.id, 'admin');
      await memberships.add(m, owner.id, manager.id, 'manager');
      await memberships.add(m, owner.id, finance.id, 'finance');
      await memberships.add(m, owner.id, viewer.id, 'viewer');
    });
    return { owner, admin, manager, finance, viewer };
  };

  const notificationsOf = (personId: string, template: string): Promise<Array<{ title: string; account_id: string | null }>> =>
    db.query(`SELECT title, account_id FROM notifications WHERE user_id = $1 AND template = $2`, [personId, template]);
  const mailsTo = (email: string, template: string): Promise<Array<{ language: string; subject: string }>> =>
    db.query(`SELECT language, subject FROM mail_outbox WHERE lower(to_address) = lower($1) AND template = $2`, [email, template]);

  it('a payout decision reaches the owner, the admin and finance member (each in their language), never the manager or the viewer', async () => {
    const team = await newTeam();
    const keyed = keyedCaller(t);
    const payout = await keyed('POST', '/artist/wallet/payouts', team.owner.token, { amount: 5000, method: 'paypal', destination: 'label@example.com' }, randomUUID());
    expect(payout.status).toBe(201);
    expect((await call('PUT', `/admin/wallets/payouts/${payout.body.id}`, staff.token, { status: 'approved' })).status).toBe(200);

    await expect(notificationsOf(team.owner.id, 'payout_approved')).resolves.toEqual([{ title: 'Payout approved', account_id: team.owner.id }]);
    await expect(notificationsOf(team.admin.id, 'payout_approved')).resolves.toEqual([{ title: 'Pago aprobado', account_id: team.owner.id }]);
    await expect(notificationsOf(team.finance.id, 'payout_approved')).resolves.toEqual([{ title: 'Versement approuvé', account_id: team.owner.id }]);
    await expect(notificationsOf(team.manager.id, 'payout_approved')).resolves.toEqual([]);
    await expect(notificationsOf(team.viewer.id, 'payout_approved')).resolves.toEqual([]);

    expect((await mailsTo(team.owner.email, 'payout_status')).map((m) => m.language)).toEqual(['en']);
    expect((await mailsTo(team.admin.email, 'payout_status')).map((m) => m.language)).toEqual(['es']);
    expect((await mailsTo(team.finance.email, 'payout_status')).map((m) => m.language)).toEqual(['fr']);
    await expect(mailsTo(team.manager.email, 'payout_status')).resolves.toEqual([]);
    await expect(mailsTo(team.viewer.email, 'payout_status')).resolves.toEqual([]);
  });

  it('a release decision reaches the owner, the admin and the manager, not finance nor the viewer; each sees which account it is about', async () => {
    const team = await newTeam();
    const { id } = await completeRelease(t, team.owner, call, { title: 'Golden Hour' });
    expect((await call('POST', `/artist/releases/${id}/submit`, team.owner.token)).status).toBeLessThan(300);
    expect((await call('PATCH', `/admin/releases/${id}/status`, staff.token, { status: 'approved', comment: 'Bien.' })).status).toBe(200);

    const titles = async (person: Person) => (await notificationsOf(person.id, 'release_status')).map((n) => n.title);
    expect(await titles(team.owner)).toEqual(['Release "Golden Hour": approved']);
    expect(await titles(team.admin)).toEqual(['Lanzamiento «Golden Hour»: aprobado']);
    expect(await titles(team.manager)).toEqual(['Lanzamiento «Golden Hour»: aprobado']);
    expect(await titles(team.finance)).toEqual([]);
    expect(await titles(team.viewer)).toEqual([]);

    // The decision's e-mail and the submit's "received" one concern releases too.
    for (const template of ['release_status', 'release_received']) {
      expect([template, (await mailsTo(team.owner.email, template)).map((m) => m.language)]).toEqual([template, ['en']]);
      expect([template, (await mailsTo(team.manager.email, template)).map((m) => m.language)]).toEqual([template, ['es']]);
      expect([template, (await mailsTo(team.admin.email, template)).length]).toEqual([template, 1]);
      for (const person of [team.finance, team.viewer]) expect([template, await mailsTo(person.email, template)]).toEqual([template, []]);
    }

    // The manager reads it among their own notifications, naming the account it is about; the owner reads it as their own.
    const managerList = await call('GET', '/notifications', team.manager.token);
    expect(managerList.status).toBe(200);
    const [account] = await db.query(`SELECT name FROM users WHERE id = $1`, [team.owner.id]);
    expect(managerList.body.items).toEqual([expect.objectContaining({ account: { id: team.owner.id, name: account.name }, data: expect.objectContaining({ url: `/artist/releases/${id}` }) })]);
    const ownerList = await call('GET', '/notifications', team.owner.token);
    expect(ownerList.body.items.find((n: { data: { url: string } }) => n.data.url === `/artist/releases/${id}`)).toMatchObject({ account: null });
    // Acting in the label (a switched session), the manager still reads their own notifications.
    const switched = await call('POST', '/auth/switch-account', team.manager.token, { account_id: team.owner.id });
    expect(switched.status).toBe(200);
    const inLabel = await call('GET', '/notifications', switched.body.token);
    expect(inLabel.body.items.map((n: { id: string }) => n.id)).toEqual(managerList.body.items.map((n: { id: string }) => n.id));
    const read = await call('POST', `/notifications/${managerList.body.items[0].id}/read`, switched.body.token);
    expect(read.body.notification).toMatchObject({ account: { id: team.owner.id, name: account.name }, read_at: expect.any(String) });
  });

  it.each<[NoticeConcern | undefined, Array<keyof Team>]>([
    [undefined, ['owner', 'admin']],
    ['account', ['owner', 'admin']],
    ['money', ['owner', 'admin', 'finance']],
    ['releases', ['owner', 'admin', 'manager']],
    ['support', ['owner', 'admin', 'manager']],
  ])('concerns %s tells exactly %j', async (concerns, told) => {
    const team = await newTeam();
    const notice = { notification: { template: 'plan_activated', params: { plan: 'Label' }, url: '/account/myplan' }, ...(concerns ? { concerns } : {}) };
    await db.transaction((m) => t.app.get(NoticesService).tell(m, team.owner.id, notice));
    const reached: string[] = [];
    for (const role of ['owner', 'admin', 'manager', 'finance', 'viewer'] as const) {
      if ((await notificationsOf(team[role].id, 'plan_activated')).length) reached.push(role);
    }
    expect(reached).toEqual(told);
  });

  it("tellMany (a royalty import's credits) tells the concerned people of each account, each about their account, in one go", async () => {
    const team = await newTeam();
    const solo = await newArtist(t, { name: 'Solo' });
    const earned = { template: 'plan_activated', params: { plan: 'Label' } };
    await db.transaction((m) =>
      t.app.get(NoticesService).tellMany(m, [{ accountId: team.owner.id, notification: earned }, { accountId: solo.id, notification: earned }, { accountId: 'not-a-uuid', notification: earned }], 'money'),
    );
    for (const role of ['owner', 'admin', 'finance'] as const) await expect(notificationsOf(team[role].id, 'plan_activated')).resolves.toEqual([{ title: expect.any(String), account_id: team.owner.id }]);
    for (const role of ['manager', 'viewer'] as const) await expect(notificationsOf(team[role].id, 'plan_activated')).resolves.toEqual([]);
    await expect(notificationsOf(solo.id, 'plan_activated')).resolves.toEqual([{ title: 'Plan activated', account_id: solo.id }]);
    expect((await notificationsOf(team.finance.id, 'plan_activated'))[0].title).not.toBe('Plan activated');
  });

  it('tells nobody in the team when the change that caused it rolls back', async () => {
    const team = await newTeam();
    const notice = {
      concerns: 'money' as const,
      notification: { template: 'plan_activated', params: { plan: 'Label' } },
      mail: { template: 'generic_notice' as const, params: (to: { name: string }) => ({ title: `Hello ${to.name}`, message: 'Paid.' }) },
    };
    await expect(
      db.transaction(async (m) => {
        await t.app.get(NoticesService).tell(m, team.owner.id, notice);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    for (const person of Object.values(team)) {
      await expect(notificationsOf(person.id, 'plan_activated')).resolves.toEqual([]);
      await expect(mailsTo(person.email, 'generic_notice')).resolves.toEqual([]);
    }
  });

  it('an account without members is told exactly as before: its own user, the notification about no other account', async () => {
    const solo = await newArtist(t, { name: 'Solo' });
    await db.transaction((m) => t.app.get(NoticesService).tell(m, solo.id, { concerns: 'money', notification: { template: 'plan_activated', params: { plan: 'Label' } } }));
    await expect(notificationsOf(solo.id, 'plan_activated')).resolves.toEqual([{ title: expect.any(String), account_id: solo.id }]);
    expect((await call('GET', '/notifications', solo.token)).body.items).toEqual([expect.objectContaining({ account: null })]);
  });
});
