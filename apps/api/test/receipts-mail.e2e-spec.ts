import { randomUUID } from 'node:crypto';
import { SubscriptionExpiry } from '@soundpost/server-billing';
import { Plan } from '@soundpost/server-billing/schema';
import { DataSource } from 'typeorm';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { approvedArtist, caller, completeRelease } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

type OutboxRow = { template: string; language: string; subject: string; text_body: string; html_body: string };

/**
 * The receipts every store sends (issue 12), read from core's outbox: release received for review,
 * payment receipt, bank-transfer instructions, subscription ended. Each once per event, however
 * often the call that causes it is repeated, and in the language of the request that caused it.
 */
describe('Receipts by e-mail', () => {
  let t: TestApp;
  let db: DataSource;
  let plans: { artist: Plan; producer: Plan };

  const call = (method: string, path: string, token?: string, json?: unknown, headers: Record<string, string> = {}) => t.api(`/api${path}`, { method, token, json, headers });
  const local = (url: string) => new URL(url).pathname + new URL(url).search;
  const outbox = (email: string, template: string): Promise<OutboxRow[]> =>
    db.query(`SELECT template, language, subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 AND template = $2 ORDER BY id`, [email, template]);
  const payByCard = async (artist: { token: string }, plan: Plan, lang = 'en') => {
    const start = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plan.id }, { 'Accept-Language': lang })).json();
    await t.api(`${local(start.url)}/pay`, { method: 'POST', redirect: 'manual' });
    // Confirmed three times (the return page reloaded, a retry): still one receipt.
    for (let i = 0; i < 3; i++) expect((await call('POST', '/billing/stripe/confirm', artist.token, { session_id: start.session_id })).status).toBe(200);
    return start.session_id as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    const repo = db.getRepository(Plan);
    const tag = randomUUID().slice(0, 8);
    plans = {
      artist: await repo.save(repo.create({ key: `artist-${tag}`, name: 'Artist', priceCents: 99, currency: 'EUR', billingCycle: 'monthly' })),
      producer: await repo.save(repo.create({ key: `producer-${tag}`, name: 'Producer', priceCents: 299, currency: 'EUR', billingCycle: 'monthly' })),
    };
  });
  afterAll(() => t?.close());

  it('"release received for review" once on submit, in the language of the request; submitting again sends none', async () => {
    const artist = await approvedArtist(t);
    const api = caller(t);
    const release = await completeRelease(t, artist, api, { title: 'Night Drive' });
    const submit = () => t.api(`/api/artist/releases/${release.id}/submit`, { method: 'POST', token: artist.token, headers: { 'Accept-Language': 'es-ES,es;q=0.9' } });
    expect((await submit()).status).toBe(200);
    expect((await submit()).status).toBe(200);
    const mails = await outbox(artist.email, 'release_received');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'es', subject: 'Hemos recibido tu lanzamiento «Night Drive» para revisión' });
    expect(mails[0].text_body).toContain(`${t.config.publicUrl}/artist/releases/${release.id}`);
  });

  it('a payment receipt with plan, amounts (the credit too), period and transaction id, once per payment, in French', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist, 'fr');
    const session = await payByCard(artist, plans.producer, 'fr');
    const [tx] = await db.query(`SELECT id FROM billing_transactions WHERE provider_ref = $1`, [session]);
    const receipts = await outbox(artist.email, 'payment_receipt');
    expect(receipts).toHaveLength(2);
    const upgrade = receipts[1];
    expect(upgrade).toMatchObject({ language: 'fr', subject: 'Votre reçu Soundpost : forfait Producer' });
    expect(upgrade.text_body).toContain('Prix du forfait : EUR 2.99');
    expect(upgrade.text_body).toContain('Crédit pour la période non utilisée de votre forfait précédent : EUR 0.99');
    expect(upgrade.text_body).toContain('Montant payé : EUR 2.00');
    expect(upgrade.text_body).toContain(`Transaction : ${tx.id}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(upgrade.text_body).toContain(`actif du ${today} au `);
    expect(upgrade.text_body).toContain(`${t.config.publicUrl}/account/myplan`);
  });

  it('"subscription ended" when a plan is replaced by an upgrade, once', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist);
    expect(await outbox(artist.email, 'subscription_ended')).toHaveLength(0);
    await payByCard(artist, plans.producer);
    const ended = await outbox(artist.email, 'subscription_ended');
    expect(ended).toHaveLength(1);
    expect(ended[0].subject).toBe('Your Soundpost Artist plan has ended');
    expect(ended[0].text_body).toContain('it was replaced by your new plan, and its unused time was credited');
  });

  it('"subscription ended" when staff cancel or expire a plan, and not again when they save it again', async () => {
    const artist = await newArtist(t);
    const admin = await newStaff(t);
    await payByCard(artist, plans.artist, 'es');
    const [sub] = await db.query(`SELECT id FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [artist.id]);
    const patch = (status: string) => call('PATCH', `/admin/subscriptions/${sub.id}`, admin.token, { status, expires_at: null });
    expect((await patch('expired')).status).toBe(200);
    expect((await patch('expired')).status).toBe(200);
    expect((await patch('canceled')).status).toBe(200);
    const ended = await outbox(artist.email, 'subscription_ended');
    expect(ended).toHaveLength(1);
    // In the language of the checkout that bought the plan.
    expect(ended[0]).toMatchObject({ language: 'es', subject: 'Tu plan Artist de Soundpost ha terminado' });
    expect(ended[0].text_body).toContain('su periodo ha terminado');
  });

  it('"subscription ended" when the paid period is over (the expiry job), once however often the job runs', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist, 'fr');
    const [sub] = await db.query(`SELECT id FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [artist.id]);
    const expiry = t.app.get(SubscriptionExpiry);
    // Not due yet: nothing happens.
    await expiry.expireDue();
    expect(await outbox(artist.email, 'subscription_ended')).toHaveLength(0);
    await db.query(`UPDATE subscriptions SET current_period_end = now() - interval '1 minute' WHERE id = $1`, [sub.id]);
    expect((await expiry.expireDue()).expired).toBeGreaterThanOrEqual(1);
    await expiry.expireDue();
    const [row] = await db.query(`SELECT status, expires_at, current_period_end FROM subscriptions WHERE id = $1`, [sub.id]);
    expect(row.status).toBe('expired');
    expect(row.expires_at).toEqual(row.current_period_end);
    const ended = await outbox(artist.email, 'subscription_ended');
    expect(ended).toHaveLength(1);
    expect(ended[0]).toMatchObject({ language: 'fr', subject: 'Votre forfait Soundpost Artist a pris fin' });
    expect(ended[0].text_body).toContain('sa période est terminée');
    expect((await (await call('GET', '/billing/status', artist.token)).json()).plan).toBeNull();
  });

  it('bank-transfer instructions with the reference and amount when the transfer is created, not again when it is shown again', async () => {
    const artist = await newArtist(t);
    const first = await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.producer.id }, { 'Accept-Language': 'fr' })).json();
    const again = await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.producer.id })).json();
    expect(again.reference).toBe(first.reference);
    const mails = await outbox(artist.email, 'bank_transfer_instructions');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Virement pour votre forfait Soundpost Producer : référence ${first.reference}`);
    expect(mails[0].text_body).toContain('virez EUR 2.99 sur');
    expect(mails[0].text_body).toContain(`Référence : ${first.reference}`);
    expect(mails[0].text_body).toContain(`IBAN : ${t.config.bankAccount.iban}`);
    // No receipt until the money is in.
    expect(await outbox(artist.email, 'payment_receipt')).toHaveLength(0);
  });
});
