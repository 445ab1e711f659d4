import { randomUUID } from 'node:crypto';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newPlans } from './support/billing-fixtures';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { approvedArtist as releasesArtist, caller, completeRelease } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

type Plans = Awaited<ReturnType<typeof newPlans>>;

describe('Dashboards: GET /artist/dashboard and GET /admin/dashboard/stats over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let plans: Plans;

  const get = (p: string, token?: string) => t.api(`/api${p}`, { token });
  const approve = (userId: string) =>
    db.query(`INSERT INTO artist_profiles (user_id, document_status, is_verified) VALUES ($1, 'approved', true)
              ON CONFLICT (user_id) DO UPDATE SET document_status = 'approved', is_verified = true`, [userId]);
  const approvedArtist = async (name?: string) => {
    const artist = await newArtist(t, { name });
    await approve(artist.id);
    return artist;
  };
  /** A release row as the releases lib stores it; `createdAt` places it in the review queue. */
  const release = async (userId: string, status: string, fields: { title?: string; primaryArtistId?: string; createdAt?: string; releaseDate?: string } = {}) => {
    const [row] = await db.query(
      `INSERT INTO releases (user_id, status, title, primary_artist_id, created_at, release_date)
       VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, now()), $6::date) RETURNING id`,
      [userId, status, fields.title ?? null, fields.primaryArtistId ?? null, fields.createdAt ?? null, fields.releaseDate ?? null],
    );
    return row.id as string;
  };
  const track = (releaseId: string, n: number) => db.query(`INSERT INTO tracks (release_id, track_number, title) VALUES ($1, $2, 'Song')`, [releaseId, n]);
  const ticket = (userId: string, status = 'open') => db.query(`INSERT INTO support_tickets (user_id, subject, message, status) VALUES ($1, 'Help', 'Please', $2)`, [userId, status]);
  const subscribe = (userId: string, planId: string, status = 'active') =>
    db.query(`INSERT INTO subscriptions (user_id, plan_id, status, current_period_end) VALUES ($1, $2, $3, '2030-01-31T00:00:00Z') RETURNING id`, [userId, planId, status]);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    plans = await newPlans(t);
  });
  afterAll(() => t?.close());

  describe('GET /artist/dashboard', () => {
    it('answers 401 without an artist token and 403 documents_not_approved before the documents are approved', async () => {
      expect((await get('/artist/dashboard')).status).toBe(401);
      const staff = await newStaff(t);
      expect((await get('/artist/dashboard', staff.token)).status).toBe(401);
      const pending = await newArtist(t);
      const res = await get('/artist/dashboard', pending.token);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toMatchObject({ code: 'documents_not_approved' });
    });

    it('starts at zero with no active plan, an empty wallet, no earnings and no releases', async () => {
      const artist = await approvedArtist();
      const res = await get('/artist/dashboard', artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({
        total_releases: 0,
        total_tracks: 0,
        approved_releases: 0,
        pending_releases: 0,
        total_tickets: 0,
        open_tickets: 0,
        active_plan: null,
        wallet: { balance_cents: 0, currency: 'EUR' },
        latest_earnings: null,
        recent_releases: [],
      });
    });

    it("shows the wallet's balance, the newest month of the artist's own earnings and their four newest releases with covers", async () => {
      const call = caller(t);
      const staff = await newStaff(t);
      const owner = await releasesArtist(t);
      const other = await releasesArtist(t);
      const older = await release(owner.id, 'draft', { title: 'Oldest', createdAt: '2020-01-01T00:00:00Z' });
      const complete = await completeRelease(t, owner, call);
      const isrc = `QZ${randomUUID().replace(/[^0-9]/g, '').padEnd(10, '0').slice(0, 10)}`;
      await db.query('UPDATE tracks SET isrc = $2 WHERE release_id = $1', [complete.id, isrc]);
      await db.query(`UPDATE releases SET created_at = '2021-01-01T00:00:00Z' WHERE id = $1`, [complete.id]);
      const newer = [];
      for (let i = 0; i < 3; i++) newer.push(await release(owner.id, 'pending', { title: `Newer ${i}`, createdAt: `2022-0${i + 1}-01T00:00:00Z` }));
      await release(other.id, 'approved', { title: 'Not Mine', createdAt: '2030-01-01T00:00:00Z' });

      // Two months of statements for the owner's track, posted by staff into the wallet.
      const report = (month: string, end: string, revenues: string[]) => {
        const body = new FormData();
        body.append('store_id', 'spotify');
        body.append('period_start', `${month}-01`);
        body.append('period_end', `${month}-${end}`);
        const csv = ['period_start,period_end,store,territory,isrc,upc,units,revenue,currency', ...revenues.map((r, i) => `${month}-01,${month}-${end},Spotify,PT${i},${isrc},,1,${r},EUR`)].join('\n');
        body.append('file', new Blob([csv + '\n'], { type: 'text/csv' }), `report-${randomUUID()}.csv`);
        return t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body }).then((r) => r.json());
      };
      for (const [month, end, revenues] of [
        ['2026-01', '31', ['1.50']],
        ['2026-02', '28', ['2.25', '0.50']],
      ] as const) {
        const imported = await report(month, end, [...revenues]);
        expect((await call('POST', `/admin/royalties/imports/${imported.id}/post`, staff.token)).status).toBe(200);
      }
      // A staff credit outside the statements counts in the balance, not in the earnings.
      await db.transaction((m) => t.app.get(LedgerService).credit(m, { userId: owner.id, amountCents: 1000, kind: 'adjustment', description: 'Bonus', externalRef: randomUUID() }));

      const res = await get('/artist/dashboard', owner.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      const wallet = await call('GET', '/artist/wallet', owner.token);
      expect(wallet.body.balance).toBe(1425);
      expect(body.wallet).toEqual({ balance_cents: wallet.body.balance, currency: 'EUR' });
      expect(body.latest_earnings).toEqual({ month: '2026-02', amount_cents: 275, currency: 'EUR' });
      expect(body.total_releases).toBe(5);

      expect(body.recent_releases.map((r: { id: string }) => r.id)).toEqual([...newer.reverse(), complete.id]);
      expect(body.recent_releases.map((r: { id: string }) => r.id)).not.toContain(older);
      const shown = body.recent_releases[3];
      expect(shown).toMatchObject({ id: complete.id, title: 'Complete', status: 'draft', release_date: '2030-05-01', artist: expect.stringMatching(/^Primary /) });
      expect(shown.release_number).toEqual(expect.any(Number));
      expect(body.recent_releases[0]).toMatchObject({ title: 'Newer 2', cover_url: null, artist: null });
      // The cover is the owner's own signed link: it serves the stored image.
      const cover = await fetch(new URL(shown.cover_url, t.url));
      expect(cover.status).toBe(200);
      expect(await cover.text()).toBe('cover');

      // Another artist sees none of it.
      await expect((await get('/artist/dashboard', other.token)).json()).resolves.toMatchObject({
        wallet: { balance_cents: 0 },
        latest_earnings: null,
        recent_releases: [{ title: 'Not Mine' }],
      });
    });

    it("counts the artist's own releases, tracks and tickets as rows are added, never another artist's", async () => {
      const me = await approvedArtist();
      const other = await approvedArtist();
      const counts = async () => (await get('/artist/dashboard', me.token)).json();

      const draft = await release(me.id, 'draft');
      await track(draft, 1);
      await expect(counts()).resolves.toMatchObject({ total_releases: 1, total_tracks: 1, approved_releases: 0, pending_releases: 0 });

      const pending = await release(me.id, 'pending');
      await track(pending, 1);
      await track(pending, 2);
      await release(me.id, 'approved');
      await release(me.id, 'live');
      // Older rows may hold the Portuguese labels; they count like their English status.
      await release(me.id, 'Aprovado');
      await release(me.id, 'Pendente');
      await release(me.id, 'rejected');
      await release(me.id, 'taken_down');
      await ticket(me.id);
      await ticket(me.id, 'in_progress');
      await ticket(me.id, 'closed');
      await ticket(me.id, 'archived');

      const theirs = await release(other.id, 'approved');
      await track(theirs, 1);
      await release(other.id, 'pending');
      await ticket(other.id);

      await expect(counts()).resolves.toMatchObject({
        total_releases: 8,
        total_tracks: 3,
        approved_releases: 3,
        pending_releases: 2,
        total_tickets: 4,
        open_tickets: 2,
        active_plan: null,
      });
      await expect((await get('/artist/dashboard', other.token)).json()).resolves.toMatchObject({
        total_releases: 2,
        total_tracks: 1,
        approved_releases: 1,
        pending_releases: 1,
        total_tickets: 1,
        open_tickets: 1,
      });

      await db.query(`UPDATE releases SET status = 'approved' WHERE id = $1`, [pending]);
      await expect(counts()).resolves.toMatchObject({ approved_releases: 4, pending_releases: 1 });
    });

    it('shows the active subscription (not a canceled one) with its plan name', async () => {
      const artist = await approvedArtist();
      await subscribe(artist.id, plans.artist.id, 'canceled');
      await expect((await get('/artist/dashboard', artist.token)).json()).resolves.toMatchObject({ active_plan: null });
      const [sub] = await subscribe(artist.id, plans.producer.id);
      await expect((await get('/artist/dashboard', artist.token)).json()).resolves.toMatchObject({
        active_plan: { id: sub.id, plan_id: plans.producer.id, name: 'Producer', status: 'active', current_period_end: '2030-01-31T00:00:00.000Z' },
      });
    });
  });

  describe('GET /admin/dashboard/stats', () => {
    it('answers 401 without a token and 403 to an artist token', async () => {
      expect((await get('/admin/dashboard/stats')).status).toBe(401);
      const artist = await approvedArtist();
      expect((await get('/admin/dashboard/stats', artist.token)).status).toBe(403);
    });

    it('counts every release (drafts too, as the artists\' dashboards do), artists by plan and royalties from the rows, for admins and managers', async () => {
      const admin = await newStaff(t, 'admin');
      const manager = await newStaff(t, 'manager');
      const stats = async (token = admin.token) => {
        const res = await get('/admin/dashboard/stats', token);
        expect(res.status).toBe(200);
        return res.json();
      };
      const before = await stats();
      expect(before.currency_symbol).toBe('€');
      expect(before.metrics).toEqual({
        total_releases: before.total_releases,
        total_users: before.total_users,
        users_with_active_plan: before.users_with_active_plan,
        users_with_free_plan: before.users_with_free_plan,
        total_royalties: before.total_royalties,
        total_royalties_cents: before.total_royalties_cents,
        currency: 'EUR',
        currency_symbol: '€',
      });
      expect(before.total_users).toBe(before.users_with_active_plan + before.users_with_free_plan);

      const paid = await newArtist(t);
      const onFree = await newArtist(t);
      const noPlan = await newArtist(t);
      const canceled = await newArtist(t);
      await newStaff(t, 'manager'); // staff accounts are not users of the platform's plans
      await subscribe(paid.id, plans.artist.id);
      await subscribe(onFree.id, plans.free.id);
      await subscribe(canceled.id, plans.producer.id, 'canceled');
      await release(paid.id, 'draft');
      await release(paid.id, 'pending');
      await release(onFree.id, 'live');
      await release(noPlan.id, 'removed');

      const [wallet] = await db.query(`SELECT id FROM wallets WHERE user_id = $1`, [paid.id]); // made with the account
      for (const [amount, status, kind, type] of [
        [1234, 'completed', 'royalty', 'credit'],
        [1, 'completed', 'royalty', 'credit'],
        [5000, 'pending', 'royalty', 'credit'],
        [700, 'completed', 'adjustment', 'credit'],
        [900, 'completed', 'payout', 'debit'],
      ]) {
        await db.query(`INSERT INTO wallet_transactions (wallet_id, type, amount_cents, status, kind) VALUES ($1, $2, $3, $4, $5)`, [wallet.id, type, amount, status, kind]);
      }

      const after = await stats(manager.token);
      expect(after).toMatchObject({
        total_releases: before.total_releases + 4,
        total_users: before.total_users + 4,
        users_with_active_plan: before.users_with_active_plan + 1,
        users_with_free_plan: before.users_with_free_plan + 3,
        total_royalties: Math.round((before.total_royalties + 12.35) * 100) / 100,
        total_royalties_cents: before.total_royalties_cents + 1235,
        currency_symbol: '€',
      });
      expect(after.metrics).toMatchObject({ total_royalties: after.total_royalties, total_users: after.total_users });
    });

    it('lists the 10 newest artists and the 10 longest-waiting pending releases', async () => {
      const admin = await newStaff(t);
      const owner = await approvedArtist('Release Owner');
      const [primary] = await db.query(`INSERT INTO directory_artists (user_id, name) VALUES ($1, 'The Primary') RETURNING id`, [owner.id]);
      // Older than anything else in this database, so they head the queue in this order.
      const first = await release(owner.id, 'pending', { title: 'First In', primaryArtistId: primary.id, createdAt: '2001-01-01T00:00:00Z', releaseDate: '2026-05-01' });
      const second = await release(owner.id, 'Pendente', { title: 'Second In', createdAt: '2001-01-02T00:00:00Z' });
      await release(owner.id, 'approved', { title: 'Not Waiting', createdAt: '2000-06-01T00:00:00Z' });
      await release(owner.id, 'draft', { title: 'Not Submitted', createdAt: '2000-06-01T00:00:00Z' });
      for (let i = 0; i < 10; i++) await release(owner.id, 'pending', { title: `Later ${i}`, createdAt: `2002-01-${String(i + 1).padStart(2, '0')}T00:00:00Z` });

      const newest = [];
      for (let i = 0; i < 11; i++) newest.push(await newArtist(t, { name: `Newcomer ${i}` }));
      // created_at comes from now(); make the order certain rather than dependent on the clock's resolution.
      for (const [i, a] of newest.entries()) await db.query(`UPDATE users SET created_at = now() + ($2 || ' seconds')::interval WHERE id = $1`, [a.id, 3600 + i]);

      const body = await (await get('/admin/dashboard/stats', admin.token)).json();
      expect(body.recent.users).toHaveLength(10);
      expect(body.recent.users.map((u: { id: string }) => u.id)).toEqual(newest.slice(1).reverse().map((a) => a.id));
      expect(body.recent.users[0]).toEqual({ id: newest[10].id, name: 'Newcomer 10', email: newest[10].email, created_at: expect.any(String) });

      expect(body.recent.releases).toHaveLength(10);
      expect(body.recent.releases.slice(0, 3).map((r: { title: string }) => r.title)).toEqual(['First In', 'Second In', 'Later 0']);
      expect(body.recent.releases[0]).toEqual({ id: first, title: 'First In', artist: 'The Primary', created_at: '2001-01-01T00:00:00.000Z', release_date: '2026-05-01', status: 'pending' });
      // Without a primary artist the owner's name stands in; the status is sent in English.
      expect(body.recent.releases[1]).toEqual({ id: second, title: 'Second In', artist: 'Release Owner', created_at: '2001-01-02T00:00:00.000Z', release_date: null, status: 'pending' });
    });
  });
});
