import { seedBilling, FulfilmentService } from '@soundpost/server-billing';
import { NotificationsService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { newArtist, newStaff, PASSWORD } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

type Person = { id: string; email: string; token: string };
interface Item {
  id: string;
  read_at: string | null;
  created_at: string;
  data: { title: string; message: string; url: string | null };
}

describe('Notifications over HTTP (GET /notifications, unread-count, read, mark-all-read) and the events that write them', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: Person;
  let plans: Record<string, { id: string; key: string; name: string; price: number }>;

  const call = (method: string, p: string, token?: string, json?: unknown, headers?: Record<string, string>) => t.api(`/api${p}`, { method, token, json, headers });
  const speaks = (userId: string, language: string) => db.query(`UPDATE users SET language = $2 WHERE id = $1`, [userId, language]);
  const rowsOf = (userId: string): Promise<Array<{ template: string; title: string; message: string; url: string | null }>> =>
    db.query(`SELECT template, title, message, url FROM notifications WHERE user_id = $1 ORDER BY created_at, id`, [userId]);
  /** Writes notifications the way every domain does: through the service, inside a transaction. */
  const notify = (userId: string, n: number, startAt = 0) =>
    db.transaction(async (m) => {
      for (let i = startAt; i < startAt + n; i++) {
        await t.app.get(NotificationsService).notify(m, userId, { template: 'plan_activated', params: { plan: `Plan ${i}` }, url: '/account/myplan' });
        // Distinct creation times, so "newest first" is observable.
        await m.query(`UPDATE notifications SET created_at = now() - make_interval(secs => $2) WHERE user_id = $1 AND created_at = now()`, [userId, 1000 - i]);
      }
    });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await seedBilling({ app: t.app, config: t.config, log: () => undefined });
    admin = await newStaff(t, 'admin');
    const body = (await (await call('GET', '/billing/plans')).json()) as { plans: Array<{ id: string; key: string; name: string; price: number }> };
    plans = Object.fromEntries(body.plans.map((p) => [p.key, p]));
  });
  afterAll(() => t?.close());

  describe('the calls', () => {
    it('answers 401 without a token or with a bad one on every call', async () => {
      for (const [method, path] of [
        ['GET', '/notifications'],
        ['GET', '/notifications/unread-count'],
        ['POST', '/notifications/00000000-0000-4000-8000-000000000000/read'],
        ['POST', '/notifications/mark-all-read'],
      ]) {
        expect((await call(method, path)).status).toBe(401);
        const bad = await call(method, path, 'not-a-token');
        expect(bad.status).toBe(401);
        await expect(bad.json()).resolves.toMatchObject({ code: 'unauthenticated' });
      }
    });

    it('lists the newest first (50 by default), with the unread count; an empty list for someone new', async () => {
      const fresh = await newArtist(t);
      const empty = await call('GET', '/notifications', fresh.token);
      expect(empty.status).toBe(200);
      await expect(empty.json()).resolves.toEqual({ items: [], unread: 0 });
      await expect((await call('GET', '/notifications/unread-count', fresh.token)).json()).resolves.toEqual({ unread: 0 });

      const artist = await newArtist(t);
      await notify(artist.id, 55);
      const res = await call('GET', '/notifications', artist.token);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { items: Item[]; unread: number };
      expect(body.unread).toBe(55);
      expect(body.items).toHaveLength(50);
      expect(body.items[0]).toEqual({
        id: expect.any(String),
        account: null,
        read_at: null,
        created_at: expect.any(String),
        data: { title: 'Plan activated', message: 'Your Plan 54 plan is now active.', url: '/account/myplan' },
      });
      expect(body.items.at(-1)?.data.message).toBe('Your Plan 5 plan is now active.');
      const times = body.items.map((i) => i.created_at);
      expect([...times].sort().reverse()).toEqual(times);
      await expect((await call('GET', '/notifications/unread-count', artist.token)).json()).resolves.toEqual({ unread: 55 });
    });

    it('takes ?limit=, clamped to 1..50; anything but digits, or another parameter, is a 400', async () => {
      const artist = await newArtist(t);
      await notify(artist.id, 60);
      const count = async (q: string) => ((await (await call('GET', `/notifications${q}`, artist.token)).json()) as { items: Item[] }).items.length;
      await expect(count('?limit=3')).resolves.toBe(3);
      await expect(count('?limit=500')).resolves.toBe(50);
      await expect(count('?limit=0')).resolves.toBe(1);
      await expect(count('?limit=')).resolves.toBe(50);
      for (const q of ['?limit=abc', '?limit=-1', '?limit=1e3', '?limit=2.5', '?page=2']) {
        const res = await call('GET', `/notifications${q}`, artist.token);
        expect(res.status).toBe(400);
        await expect(res.json()).resolves.toMatchObject({ code: expect.stringMatching(/^invalid_(query|filter)$/), message: expect.any(String) });
      }
    });

    it('marks one read (the count follows; twice keeps the first time); another user’s id or a non-uuid answers 404 and changes nothing', async () => {
      const me = await newArtist(t);
      const other = await newArtist(t);
      await notify(me.id, 2);
      await notify(other.id, 1);
      const [mine] = ((await (await call('GET', '/notifications', me.token)).json()) as { items: Item[] }).items;
      const [theirs] = ((await (await call('GET', '/notifications', other.token)).json()) as { items: Item[] }).items;

      const res = await call('POST', `/notifications/${mine.id}/read`, me.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ notification: { ...mine, read_at: expect.any(String) }, unread: 1 });
      const again = await (await call('POST', `/notifications/${mine.id}/read`, me.token)).json();
      expect(again.notification.read_at).toBe(body.notification.read_at);

      const foreign = await call('POST', `/notifications/${theirs.id}/read`, me.token);
      expect(foreign.status).toBe(404);
      await expect(foreign.json()).resolves.toEqual({ message: 'Notification not found.', code: 'notification_not_found' });
      expect((await call('POST', '/notifications/not-a-uuid/read', me.token)).status).toBe(404);
      expect((await call('POST', '/notifications/00000000-0000-4000-8000-000000000000/read', me.token)).status).toBe(404);
      await expect((await call('GET', '/notifications/unread-count', other.token)).json()).resolves.toEqual({ unread: 1 });
    });

    it('marks all read for the caller only', async () => {
      const me = await newArtist(t);
      const other = await newArtist(t);
      await notify(me.id, 3);
      await notify(other.id, 2);
      const res = await call('POST', '/notifications/mark-all-read', me.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ marked: 3, unread: 0 });
      const list = (await (await call('GET', '/notifications', me.token)).json()) as { items: Item[]; unread: number };
      expect(list.unread).toBe(0);
      expect(list.items.every((i) => i.read_at !== null)).toBe(true);
      await expect((await call('GET', '/notifications/unread-count', other.token)).json()).resolves.toEqual({ unread: 2 });
      await expect((await call('POST', '/notifications/mark-all-read', me.token)).json()).resolves.toEqual({ marked: 0, unread: 0 });
    });

    it('serves any signed-in user: an artist before approval, someone signing up, staff', async () => {
      const onboarding = await newArtist(t, { scope: 'onboarding' });
      expect((await call('GET', '/notifications/unread-count', onboarding.token)).status).toBe(200);
      expect((await call('GET', '/notifications/unread-count', admin.token)).status).toBe(200);
    });
  });

  describe('the language', () => {
    it('records the language of the login (Accept-Language) and writes in it', async () => {
      const artist = await newArtist(t);
      const res = await call('POST', '/artist/login/start', undefined, { email: artist.email, password: PASSWORD }, { 'Accept-Language': 'es-ES,es;q=0.9' });
      expect(res.status).toBe(200);
      const [user] = await db.query(`SELECT language FROM users WHERE id = $1`, [artist.id]);
      expect(user.language).toBe('es');
      await notify(artist.id, 1);
      await expect(rowsOf(artist.id)).resolves.toEqual([{ template: 'plan_activated', title: 'Plan activado', message: 'Tu plan Plan 0 ya está activo.', url: '/account/myplan' }]);
    });
  });

  describe('every wired event writes exactly one notification, in the user’s language', () => {
    it('a document decision, with the comment (kyc)', async () => {
      const artist = await newArtist(t);
      await speaks(artist.id, 'fr');
      const res = await call('POST', `/admin/artists/${artist.id}/verify`, admin.token, { decision: 'rejected', comment: 'Le document est flou.' });
      expect(res.status).toBe(200);
      await expect(rowsOf(artist.id)).resolves.toEqual([
        { template: 'document_decision', title: 'Vos documents ont été refusés', message: "Nous avons examiné vos documents d'identité : ils ont été refusés.\nLe document est flou.", url: '/account/profile' },
      ]);
      await expect((await call('GET', '/notifications/unread-count', artist.token)).json()).resolves.toEqual({ unread: 1 });
    });

    it('a document decision that rolls back at commit writes no notification (nor the decision, nor the e-mail)', async () => {
      // A deferred check fails the decision's transaction at COMMIT, after notify() has inserted its row.
      await db.query(`
        CREATE FUNCTION refuse_marked_review() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.review_comment = 'Refused at commit' THEN RAISE EXCEPTION 'refused at commit'; END IF;
          RETURN NULL;
        END $$`);
      await db.query(`CREATE CONSTRAINT TRIGGER refuse_marked_review AFTER UPDATE ON identity_documents DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION refuse_marked_review()`);
      try {
        const artist = await newArtist(t);
        await db.query(`INSERT INTO identity_documents (user_id, storage_key, original_name, content_type, size_bytes, sha256, status) VALUES ($1, 'k', 'id.png', 'image/png', 10, repeat('0', 64), 'pending')`, [artist.id]);
        const res = await call('POST', `/admin/artists/${artist.id}/verify`, admin.token, { decision: 'rejected', comment: 'Refused at commit' });
        expect(res.status).toBe(500);
        await expect(rowsOf(artist.id)).resolves.toEqual([]);
        const [doc] = await db.query(`SELECT status FROM identity_documents WHERE user_id = $1`, [artist.id]);
        expect(doc.status).toBe('pending');
        await expect(db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1`, [artist.email])).resolves.toEqual([{ n: 0 }]);
      } finally {
        await db.query(`DROP TRIGGER refuse_marked_review ON identity_documents`);
        await db.query(`DROP FUNCTION refuse_marked_review()`);
      }
    });

    it('a document decision that fails validation writes none', async () => {
      const artist = await newArtist(t);
      expect((await call('POST', `/admin/artists/${artist.id}/verify`, admin.token, { decision: 'approved', comment: 'x'.repeat(1001) })).status).toBe(422);
      await expect(rowsOf(artist.id)).resolves.toEqual([]);
    });

    it('a release status changed by staff, with the comment (releases)', async () => {
      const artist = await newArtist(t);
      await speaks(artist.id, 'es');
      const [release] = await db.query(`INSERT INTO releases (user_id, status, title) VALUES ($1, 'pending', 'Noche') RETURNING id`, [artist.id]);
      // A bare row fails the preflight check: going live takes a written override.
      const res = await call('PATCH', `/admin/releases/${release.id}/status`, admin.token, { status: 'live', comment: '¡Enhorabuena!', override_reason: 'A bare release row.' });
      expect(res.status).toBe(200);
      await expect(rowsOf(artist.id)).resolves.toEqual([
        { template: 'release_status', title: 'Lanzamiento «Noche»: publicado', message: 'El estado de tu lanzamiento «Noche» es ahora: publicado.\n¡Enhorabuena!', url: `/artist/releases/${release.id}` },
      ]);
    });

    it('a plan activated by card (billing)', async () => {
      const artist = await newArtist(t);
      await speaks(artist.id, 'en');
      const start = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.artist.id })).json();
      const page = new URL(start.url);
      expect((await t.api(`${page.pathname}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
      expect((await call('POST', '/billing/stripe/confirm', artist.token, { session_id: start.session_id })).status).toBe(200);
      // A second confirm changes nothing and notifies nothing.
      expect((await call('POST', '/billing/stripe/confirm', artist.token, { session_id: start.session_id })).status).toBe(200);
      await expect(rowsOf(artist.id)).resolves.toEqual([{ template: 'plan_activated', title: 'Plan activated', message: `Your ${plans.artist.name} plan is now active.`, url: '/account/myplan' }]);
    });

    it('a bank transfer marked paid by staff (billing): one notification, not a second "plan activated"', async () => {
      const artist = await newArtist(t);
      await speaks(artist.id, 'fr');
      const manual = await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.producer.id })).json();
      const list = await (await call('GET', `/admin/transactions?q=${manual.reference}`, admin.token)).json();
      const tx = list.data[0];
      expect((await call('PATCH', `/admin/transactions/${tx.id}`, admin.token, { status: 'paid' })).status).toBe(200);
      expect((await call('PATCH', `/admin/transactions/${tx.id}`, admin.token, { status: 'paid' })).status).toBe(200);
      await expect(rowsOf(artist.id)).resolves.toEqual([
        { template: 'bank_transfer_paid', title: 'Virement reçu', message: `Nous avons reçu votre virement : votre formule ${plans.producer.name} est maintenant active.`, url: '/account/myplan' },
      ]);
    });

    it('a payment the provider reports failed (billing); an abandoned one writes none', async () => {
      const artist = await newArtist(t);
      await speaks(artist.id, 'es');
      const failed = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.artist.id })).json();
      const abandoned = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.producer.id })).json();
      const fulfilment = t.app.get(FulfilmentService);
      await fulfilment.fail({ gateway: 'stripe', providerRef: failed.session_id }, 'failed', 'Stripe: payment_intent.payment_failed');
      await fulfilment.fail({ gateway: 'stripe', providerRef: failed.session_id }, 'failed', 'Stripe: again');
      await fulfilment.fail({ gateway: 'stripe', providerRef: abandoned.session_id }, 'void', 'Stripe: checkout.session.expired');
      await expect(rowsOf(artist.id)).resolves.toEqual([
        {
          template: 'payment_failed',
          title: 'Pago fallido',
          message: `Tu pago del plan ${plans.artist.name} no se ha completado. Tu plan no ha cambiado; puedes intentarlo de nuevo desde Mi plan.`,
          url: '/account/myplan',
        },
      ]);
    });
  });
});
