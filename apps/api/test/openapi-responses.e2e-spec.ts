import { newPlans } from './support/billing-fixtures';
import { fileForm, newArtist, newStaff } from './support/kyc-fixtures';
import { approvedArtist, caller, completeRelease } from './support/releases-fixtures';
import { fundedArtist as fundedArtistWithoutTaxForm } from './support/wallet-fixtures';
import { w8benBody, withTaxForm } from './support/tax-fixtures';
import { ResponseChecker, type OpenApiDocument } from './openapi-check';
import { createTestApp, TestApp } from './test-app';

/** Payouts need a valid tax form: every funded artist here has a W-8BEN on file. */
const fundedArtist = (t: Parameters<typeof fundedArtistWithoutTaxForm>[0], cents: number) => withTaxForm(t, fundedArtistWithoutTaxForm(t, cents));

/** Answers of real routes, with fixtures, match the schemas the document gives them (generated from the contract types). */
describe('documented answers', () => {
  let t: TestApp;
  let checker: ResponseChecker;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };
  let artist: Awaited<ReturnType<typeof fundedArtist>>;
  let release: { id: string };

  /** Calls `method path` (the documented template with `params` filled in) and returns what is wrong with the answer. */
  const answer = async (method: string, template: string, token: string | undefined, { params = {}, json, form, status }: { params?: Record<string, string>; json?: unknown; form?: FormData; status?: number } = {}) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]);
    let res: { status: number; body: unknown };
    if (form) {
      const raw = await t.api(`/api${path}`, { method, token, body: form });
      res = { status: raw.status, body: await raw.json() };
    } else res = await call(method, path, token, json);
    if (status !== undefined) expect({ path, status: res.status }).toEqual({ path, status });
    return { body: res.body, problems: checker.problems(method, `/api${template}`, res.status, res.body) };
  };
  const expectDocumented = async (...args: Parameters<typeof answer>) => {
    const { body, problems } = await answer(...args);
    expect({ route: `${args[0]} ${args[1]}`, problems }).toEqual({ route: `${args[0]} ${args[1]}`, problems: [] });
    return body as any;
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    const res = await t.api('/api/docs-json');
    checker = new ResponseChecker((await res.json()) as OpenApiDocument);
    staff = await newStaff(t);
    artist = await fundedArtist(t, 10_000);
    release = await completeRelease(t, artist, call);
  }, 60_000);
  afterAll(() => t?.close());

  it('wallet', async () => {
    await expectDocumented('GET', '/artist/wallet', artist.token, { status: 200 });
    const payout = await expectDocumented('POST', '/artist/wallet/payouts', artist.token, { json: { amount: 2_500, method: 'paypal', destination: 'payee@example.com' }, status: 201 });
    await expectDocumented('GET', '/artist/wallet/payouts', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/wallet/transactions', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/wallets', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/wallets/payouts', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/wallets/transactions', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/wallets/{id}', staff.token, { params: { id: artist.walletId }, status: 200 });
    await expectDocumented('POST', '/admin/wallets/{id}/adjust', staff.token, { params: { id: artist.walletId }, json: { type: 'credit', amount: 100, description: 'Bonus' }, status: 200 });
    await expectDocumented('POST', '/artist/wallet/payouts/{id}/cancel', artist.token, { params: { id: payout.id }, status: 200 });
  });

  it('tax', async () => {
    // Null in enum fields (a W-8 has no tin_type) is documented: the schemas list null among a nullable enum's values.
    await expectDocumented('PUT', '/artist/tax/profile', artist.token, { json: { tax_residence_country: 'PT', us_person: false, entity_type: 'individual' }, status: 200 });
    // The funded artist's session is stepped up (a tax form needs it).
    await expectDocumented('POST', '/artist/tax/forms', artist.token, { json: w8benBody(), status: 201 });
    await expectDocumented('GET', '/artist/tax', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/tax/forms', staff.token, { status: 200 });
  });

  it('releases', async () => {
    await expectDocumented('GET', '/artist/releases', artist.token, { status: 200 });
    const detail = await expectDocumented('GET', '/artist/releases/{id}', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/artist/releases/{id}/distribution', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/artist/releases/{id}/tracks', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/artist/tracks/{id}', artist.token, { params: { id: detail.tracks[0].id }, status: 200 });
    await expectDocumented('GET', '/artist/releases/{id}/preflight', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/artist/artists', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/stores', artist.token, { status: 200 });
    await expectDocumented('POST', '/artist/releases/{id}/submit', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/admin/releases', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/releases/{id}', staff.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/admin/tracks/{id}', staff.token, { params: { id: detail.tracks[0].id }, status: 200 });
  });

  it('delivery', async () => {
    await expectDocumented('GET', '/artist/releases/{id}/deliveries', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/admin/deliveries', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/releases/{id}/deliveries', staff.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/admin/stores/{id}/delivery', staff.token, { params: { id: 'spotify' }, status: 200 });
  });

  it('royalties', async () => {
    await expectDocumented('GET', '/artist/releases/{id}/splits', artist.token, { params: { id: release.id }, status: 200 });
    await expectDocumented('GET', '/artist/splits/invitations', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/royalties/summary', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/royalties/lines', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/royalties/imports', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/royalties/presets', staff.token, { status: 200 });
  });

  it('stats', async () => {
    const form = new FormData();
    form.append('store_id', 'spotify');
    form.append('file', new Blob(['date,store,territory,isrc,upc,streams,listeners,saves,source\n2026-06-01,Spotify,PT,ZZZ992600077,,5,2,0,playlist\n']), 'trends.csv');
    const imported = await expectDocumented('POST', '/admin/stats/imports', staff.token, { form, status: 201 });
    await expectDocumented('GET', '/admin/stats/imports', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/stats/imports/{id}', staff.token, { params: { id: imported.id }, status: 200 });
    await expectDocumented('POST', '/admin/stats/presets', staff.token, { json: { store_id: 'deezer', name: 'Deezer daily', mapping: { date: 'Day', isrc: 'ISRC', streams: 'Plays' } }, status: 201 });
    await expectDocumented('GET', '/admin/stats/presets', staff.token, { status: 200 });
    await expectDocumented('GET', '/artist/stats/summary', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/stats/freshness', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/stats/report-settings', artist.token, { status: 200 });
    await expectDocumented('PUT', '/artist/stats/report-settings', artist.token, { json: { frequency: 'weekly' }, status: 200 });
  });

  it('support', async () => {
    const ticket = await expectDocumented('POST', '/artist/tickets', artist.token, { json: { subject: 'Where is my release?', message: 'Not on the stores yet.' }, status: 201 });
    await expectDocumented('POST', '/artist/tickets/{id}/reply', artist.token, { params: { id: ticket.ticket_id }, json: { message: 'Any news?' }, status: 201 });
    await expectDocumented('GET', '/artist/tickets', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/tickets/{id}', artist.token, { params: { id: ticket.ticket_id }, status: 200 });
    await expectDocumented('GET', '/admin/tickets', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/tickets/{id}', staff.token, { params: { id: ticket.ticket_id }, status: 200 });
    await expectDocumented('POST', '/admin/tickets/{id}/close', staff.token, { params: { id: ticket.ticket_id }, status: 200 });
  });

  it('billing', async () => {
    const { artist: plan } = await newPlans(t);
    await expectDocumented('GET', '/billing/plans', artist.token, { status: 200 });
    await expectDocumented('GET', '/billing/status', artist.token, { status: 200 });
    const buyer = await approvedArtist(t);
    await expectDocumented('POST', '/billing/checkout/manual', buyer.token, { json: { plan_id: plan.id }, status: 200 });
    await expectDocumented('GET', '/artist/transactions', buyer.token, { status: 200 });
    await expectDocumented('GET', '/admin/plans', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/plans/{id}', staff.token, { params: { id: plan.id }, status: 200 });
    const transactions = await expectDocumented('GET', '/admin/transactions', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/transactions/{id}', staff.token, { params: { id: transactions.data[0].id }, status: 200 });
    const subscriptions = await expectDocumented('GET', '/admin/subscriptions', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/subscriptions/{id}', staff.token, { params: { id: subscriptions.data[0].id }, status: 200 });
  });

  it('kyc', async () => {
    await expectDocumented('GET', '/me', artist.token, { status: 200 });
    await expectDocumented('GET', '/me/audit-logs', artist.token, { status: 200 });
    await expectDocumented('GET', '/artist/me', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/artists', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/artists/{id}', staff.token, { params: { id: artist.id }, status: 200 });
    const onboarding = await newArtist(t, { scope: 'onboarding' });
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    await answer('POST', '/auth/upload-document', onboarding.token, { form: fileForm('document', png, 'id.png', 'image/png') }).then(({ problems }) => expect(problems).toEqual([]));
  });

  it('notifications', async () => {
    await expectDocumented('GET', '/notifications', artist.token, { status: 200 });
    await expectDocumented('GET', '/notifications/unread-count', artist.token, { status: 200 });
    await expectDocumented('POST', '/notifications/mark-all-read', artist.token, { status: 200 });
  });

  it('dashboards', async () => {
    await expectDocumented('GET', '/artist/dashboard', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/dashboard/stats', staff.token, { status: 200 });
  });

  it('fraud', async () => {
    await expectDocumented('GET', '/admin/fraud/overview', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/fraud/scores', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/fraud/findings', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/fraud/blocks', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/fraud/user/{id}', staff.token, { params: { id: artist.id }, status: 200 });
  });

  it('i18n', async () => {
    await expectDocumented('GET', '/admin/i18n/files', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/i18n/{lang}', staff.token, { params: { lang: 'en' }, status: 200 });
    await expectDocumented('GET', '/admin/i18n/backups/{lang}', staff.token, { params: { lang: 'en' }, status: 200 });
    await expectDocumented('GET', '/i18n/{lang}', undefined, { params: { lang: 'en' }, status: 200 });
  });

  it('auth', async () => {
    await expectDocumented('GET', '/admin/me', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/users', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/users/{id}', staff.token, { params: { id: staff.id }, status: 200 });
    await expectDocumented('POST', '/artist/password/send-code', undefined, { json: { email: artist.email }, status: 200 });
  });

  it('popups and audit', async () => {
    const popup = await expectDocumented('POST', '/admin/popups', staff.token, { json: { title: 'Hello', message: 'Welcome' }, status: 201 });
    await expectDocumented('GET', '/admin/popups', staff.token, { status: 200 });
    await expectDocumented('GET', '/admin/popups/{id}', staff.token, { params: { id: popup.id }, status: 200 });
    await expectDocumented('GET', '/popups', artist.token, { status: 200 });
    await expectDocumented('GET', '/admin/audit-logs', staff.token, { status: 200 });
    await expectDocumented('GET', '/health/live', undefined, { status: 200 });
  });
});
