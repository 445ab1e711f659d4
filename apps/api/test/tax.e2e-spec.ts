import { randomUUID } from 'node:crypto';
import { TAX_MESSAGES, type TaxFormResponse, type TaxOverviewResponse } from '@soundpost/contracts';
import { ArtistAccountsService, MembershipsService, UsersService } from '@soundpost/server-auth';
import { DEMO_TAX_ARTIST, seedTax, TaxRemindersService, TaxStandingService } from '@soundpost/server-tax';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newArtist, newStaff, PASSWORD } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { stepUp } from './support/step-up';
import { fileTaxForm, w8benBody, w9Body } from './support/tax-fixtures';
import { caller, fundedArtist } from './support/wallet-fixtures';
import { createTestApp, TestApp } from './test-app';

type Person = { id: string; email: string; token: string };
const W8_PROFILE = { tax_residence_country: 'PT', us_person: false, entity_type: 'individual' };
const US_PROFILE = { tax_residence_country: 'US', us_person: true, entity_type: 'individual' };
const BIZ_PROFILE = { tax_residence_country: 'DE', us_person: false, entity_type: 'business' };

function w8beneBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    form: 'w8bene',
    organisation_name: '株式会社サウンド Müller GmbH',
    incorporation_country: 'DE',
    chapter3_status: 'corporation',
    chapter4_status: 'active_nffe',
    address: { line1: 'Straße des 17. Juni 1', city: 'Berlin', postal_code: '10623', country: 'DE' },
    foreign_tin: 'DE 123/456/78901',
    treaty_claim: { country: 'DE', article: '12', rate_bp: 0, income_type: 'royalties' },
    signer_name: 'Jürgen Groß',
    certification: true,
    signature: 'jürgen groß',
    ...overrides,
  };
}

describe('Tax identity (/artist/tax, /admin/tax) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: Person;

  /** An artist with a tax profile, stepped up (as a person who just confirmed an e-mailed code). */
  const artistWith = async (profile: Record<string, unknown> | null): Promise<Person> => {
    const artist = await newArtist(t, { name: 'Tax Person' });
    if (profile) expect((await call('PUT', '/artist/tax/profile', artist.token, profile)).status).toBe(200);
    await stepUp(t, artist);
    return artist;
  };
  const submit = (person: Person, body: unknown) => call('POST', '/artist/tax/forms', person.token, body);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and to a staff token; staff routes refuse artists', async () => {
    for (const token of [undefined, staff.token]) {
      expect((await call('GET', '/artist/tax', token)).status).toBe(401);
      expect((await call('PUT', '/artist/tax/profile', token, W8_PROFILE)).status).toBe(401);
      expect((await call('POST', '/artist/tax/forms', token, w8benBody())).status).toBe(401);
    }
    const artist = await newArtist(t);
    expect([401, 403]).toContain((await call('GET', '/admin/tax/forms', artist.token)).status);
    expect([401, 403]).toContain((await call('GET', '/admin/tax/report?year=2026', artist.token)).status);
  });

  it('starts with no profile, no form and a missing standing that says why and where to fix it', async () => {
    const artist = await newArtist(t);
    const res = await call('GET', '/artist/tax', artist.token);
    expect(res.status).toBe(200);
    expect(res.body as TaxOverviewResponse).toEqual({
      profile: null,
      current_form: null,
      forms: [],
      standing: { status: 'missing', form: null, expires_at: null, us_withholding_rate_bp: 3000, reason: TAX_MESSAGES.standingMissing, fix_url: '/artist/wallet/tax' },
    });
  });

  it('saves the profile (country upper-cased) and refuses each bad field with 422 naming it', async () => {
    const artist = await newArtist(t);
    const saved = await call('PUT', '/artist/tax/profile', artist.token, { tax_residence_country: 'pt', us_person: false, entity_type: 'individual' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ tax_residence_country: 'PT', us_person: false, entity_type: 'individual', updated_at: expect.any(String) });
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ ...W8_PROFILE, tax_residence_country: 'XX' }, 'tax_residence_country', TAX_MESSAGES.countryInvalid],
      [{ ...W8_PROFILE, tax_residence_country: undefined }, 'tax_residence_country', TAX_MESSAGES.countryInvalid],
      [{ ...W8_PROFILE, us_person: 'yes' }, 'us_person', TAX_MESSAGES.usPersonRequired],
      [{ ...W8_PROFILE, entity_type: 'trust' }, 'entity_type', TAX_MESSAGES.entityTypeInvalid],
    ];
    for (const [body, field, message] of bad) {
      const res = await call('PUT', '/artist/tax/profile', artist.token, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await call('GET', '/artist/tax', artist.token)).body.profile).toMatchObject({ tax_residence_country: 'PT' });
  });

  it('needs a fresh step-up to submit a form (403 step_up_required), and stores nothing without it', async () => {
    const artist = await newArtist(t);
    await call('PUT', '/artist/tax/profile', artist.token, W8_PROFILE);
    const res = await submit(artist, w8benBody('Tax Person'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('step_up_required');
    expect((await call('GET', '/artist/tax', artist.token)).body.forms).toEqual([]);
  });

  it('files a W-8BEN with a treaty claim: full Unicode name kept exactly, TIN masked and sealed, expiry at the end of the third year', async () => {
    const artist = await artistWith(W8_PROFILE);
    const name = 'Zoë Ångström-Núñez 山田太郎';
    const body = { ...w8benBody(name), signature: name.normalize('NFD').toUpperCase(), us_tin: '12-3456789', foreign_tin: 'PT-987654321' };
    const res = await submit(artist, body);
    expect(res.status).toBe(201);
    const form = res.body as TaxFormResponse;
    const signedAt = new Date(form.signed_at);
    expect(form).toMatchObject({
      form: 'w8ben',
      status: 'current',
      payee_name: name,
      signer_name: name,
      country: 'PT',
      citizenship_country: 'PT',
      date_of_birth: '1990-04-01',
      tin_masked: '*****6789',
      foreign_tin_masked: '*****4321',
      treaty_claim: { country: 'PT', article: '13', rate_bp: 1000, income_type: 'royalties' },
      expires_at: new Date(Date.UTC(signedAt.getUTCFullYear() + 3, 11, 31, 23, 59, 59)).toISOString(),
      superseded_at: null,
      signer_ip: expect.any(String),
    });
    expect(Math.abs(signedAt.getTime() - Date.now())).toBeLessThan(60_000);
    const [row] = await db.query(`SELECT payee_name, tin_sealed, foreign_tin_sealed, row_to_json(f)::text AS dump FROM tax_forms f WHERE id = $1`, [form.id]);
    expect(row.payee_name).toBe(name);
    expect(row.dump).not.toContain('123456789');
    expect(row.dump).not.toContain('987654321');
    expect(row.tin_sealed).toMatch(/^v1\./);
    expect(JSON.stringify((await call('GET', '/artist/tax', artist.token)).body)).not.toContain('3456789');

    const overview = (await call('GET', '/artist/tax', artist.token)).body as TaxOverviewResponse;
    expect(overview.current_form?.id).toBe(form.id);
    expect(overview.standing).toMatchObject({ status: 'valid', form: 'w8ben', us_withholding_rate_bp: 1000, expires_at: form.expires_at });
  });

  it('refuses each invalid W-8BEN field with 422 and its message', async () => {
    const artist = await artistWith(W8_PROFILE);
    const base = w8benBody('Tax Person');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', TAX_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(201), signature: 'x'.repeat(201) }, 'name', TAX_MESSAGES.nameTooLong],
      [{ citizenship_country: 'ZZ' }, 'citizenship_country', TAX_MESSAGES.countryInvalid],
      [{ residence_address: { ...base.residence_address, country: 'US' } }, 'residence_address.country', TAX_MESSAGES.residenceNotUs],
      [{ residence_address: { ...base.residence_address, line1: ' ' } }, 'residence_address.line1', TAX_MESSAGES.addressLine1Required],
      [{ residence_address: { ...base.residence_address, city: undefined } }, 'residence_address.city', TAX_MESSAGES.cityRequired],
      [{ residence_address: undefined }, 'residence_address', TAX_MESSAGES.addressLine1Required],
      [{ foreign_tin: null, foreign_tin_missing_reason: null }, 'foreign_tin', TAX_MESSAGES.foreignTinOrReason],
      [{ us_tin: '123' }, 'us_tin', TAX_MESSAGES.tinDigits],
      [{ date_of_birth: '1990-02-30' }, 'date_of_birth', TAX_MESSAGES.dateOfBirthInvalid],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth', TAX_MESSAGES.dateOfBirthInvalid],
      [{ treaty_claim: { country: 'FR', article: '12', rate_bp: 0, income_type: 'royalties' } }, 'treaty_claim', TAX_MESSAGES.treatyCountryMismatch],
      [{ treaty_claim: { country: 'PT', article: '12', rate_bp: 3000, income_type: 'royalties' } }, 'treaty_claim.rate_bp', TAX_MESSAGES.treatyRateInvalid],
      [{ treaty_claim: { country: 'PT', article: '12', rate_bp: -1, income_type: 'royalties' } }, 'treaty_claim.rate_bp', TAX_MESSAGES.treatyRateInvalid],
      [{ treaty_claim: { country: 'PT', article: '12', rate_bp: 12.5, income_type: 'royalties' } }, 'treaty_claim.rate_bp', TAX_MESSAGES.treatyRateInvalid],
      [{ treaty_claim: { country: 'PT', article: '', rate_bp: 1000, income_type: 'royalties' } }, 'treaty_claim.article', TAX_MESSAGES.treatyArticleRequired],
      [{ treaty_claim: { country: 'PT', article: '12', rate_bp: 1000, income_type: 'interest' } }, 'treaty_claim.income_type', TAX_MESSAGES.treatyIncomeInvalid],
      [{ certification: false }, 'certification', TAX_MESSAGES.certificationRequired],
      [{ signature: 'Someone Else' }, 'signature', TAX_MESSAGES.signatureMismatch],
      [{ signature: '' }, 'signature', TAX_MESSAGES.signatureRequired],
      [{ form: 'w8imy' }, 'form', TAX_MESSAGES.formInvalid],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await submit(artist, { ...base, ...overrides });
      expect({ field, status: res.status }).toEqual({ field, status: 422 });
      expect({ field, errors: res.body.errors?.[field] }).toEqual({ field, errors: [message] });
    }
    // A reason instead of a foreign TIN is enough.
    expect((await submit(artist, { ...base, foreign_tin: null, foreign_tin_missing_reason: 'My country does not issue TINs.' })).status).toBe(201);
    expect((await call('GET', '/artist/tax', artist.token)).body.forms).toHaveLength(1);
  });

  it('files a W-9 (no expiry, rate 0) and checks the TIN: SSN and EIN rules, with or without dashes', async () => {
    const artist = await artistWith(US_PROFILE);
    const base = w9Body('José Martínez');
    const tinCases: Array<[Record<string, unknown>, string]> = [
      [{ tin: '000-12-3456' }, TAX_MESSAGES.ssnInvalid],
      [{ tin: '666-12-3456' }, TAX_MESSAGES.ssnInvalid],
      [{ tin: '912-12-3456' }, TAX_MESSAGES.ssnInvalid],
      [{ tin: '123-00-3456' }, TAX_MESSAGES.ssnInvalid],
      [{ tin: '123-45-0000' }, TAX_MESSAGES.ssnInvalid],
      [{ tin: '12345678' }, TAX_MESSAGES.tinDigits],
      [{ tin: '' }, TAX_MESSAGES.tinRequired],
      [{ tin_type: 'ein', tin: '07-1234567' }, TAX_MESSAGES.einInvalid],
    ];
    for (const [overrides, message] of tinCases) {
      const res = await submit(artist, { ...base, ...overrides });
      expect(res.status).toBe(422);
      expect(res.body.errors.tin).toEqual([message]);
    }
    const other: Array<[Record<string, unknown>, string, string]> = [
      [{ tin_type: 'itin' }, 'tin_type', TAX_MESSAGES.tinTypeInvalid],
      [{ federal_tax_classification: 'llc' }, 'federal_tax_classification', TAX_MESSAGES.classificationInvalid],
      [{ address: { ...base.address, country: 'CA' } }, 'address.country', TAX_MESSAGES.usAddressRequired],
      [{ address: { ...base.address, region: 'XX' } }, 'address.region', TAX_MESSAGES.usStateInvalid],
      [{ address: { ...base.address, postal_code: '1234' } }, 'address.postal_code', TAX_MESSAGES.usZipInvalid],
      [{ legal_name: '' }, 'legal_name', TAX_MESSAGES.nameRequired],
      [{ signature: 'Jose Martinez' }, 'signature', TAX_MESSAGES.signatureMismatch],
      [{ certification: 'true' }, 'certification', TAX_MESSAGES.certificationRequired],
    ];
    for (const [overrides, field, message] of other) {
      const res = await submit(artist, { ...base, ...overrides });
      expect({ field, status: res.status, errors: res.body.errors?.[field] }).toEqual({ field, status: 422, errors: [message] });
    }
    const ein = await submit(artist, { ...base, tin_type: 'ein', tin: '12-3456789', business_name: 'Martínez Música LLC', federal_tax_classification: 'llc_s' });
    expect(ein.status).toBe(201);
    expect(ein.body).toMatchObject({ form: 'w9', tin_type: 'ein', tin_masked: '**-***6789', business_name: 'Martínez Música LLC', expires_at: null, country: 'US' });
    const ssn = await submit(artist, { ...base, tin: '123 45 6789' });
    expect(ssn.status).toBe(201);
    expect(ssn.body).toMatchObject({ tin_type: 'ssn', tin_masked: '***-**-6789', payee_name: 'José Martínez' });
    const overview = (await call('GET', '/artist/tax', artist.token)).body as TaxOverviewResponse;
    expect(overview.standing).toMatchObject({ status: 'valid', form: 'w9', expires_at: null, us_withholding_rate_bp: 0 });
  });

  it('files a W-8BEN-E signed by a person for the organisation (non-Latin names round-trip)', async () => {
    const artist = await artistWith(BIZ_PROFILE);
    const bad = await submit(artist, w8beneBody({ signature: '株式会社サウンド Müller GmbH' }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors.signature).toEqual([TAX_MESSAGES.signatureMismatch]);
    expect((await submit(artist, w8beneBody({ chapter3_status: 'club' }))).body.errors.chapter3_status).toEqual([TAX_MESSAGES.chapter3Invalid]);
    expect((await submit(artist, w8beneBody({ chapter4_status: '' }))).body.errors.chapter4_status).toEqual([TAX_MESSAGES.chapter4Invalid]);
    expect((await submit(artist, w8beneBody({ incorporation_country: 'EU' }))).body.errors.incorporation_country).toEqual([TAX_MESSAGES.countryInvalid]);
    expect((await submit(artist, w8beneBody({ treaty_claim: { country: 'PT', article: '12', rate_bp: 0, income_type: 'royalties' } }))).body.errors.treaty_claim).toEqual([TAX_MESSAGES.treatyCountryMismatch]);
    const res = await submit(artist, w8beneBody());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ form: 'w8bene', payee_name: '株式会社サウンド Müller GmbH', signer_name: 'Jürgen Groß', signature: 'jürgen groß', country: 'DE', chapter3_status: 'corporation', chapter4_status: 'active_nffe', treaty_claim: { rate_bp: 0 } });
    expect((await call('GET', '/artist/tax', artist.token)).body.standing).toMatchObject({ status: 'valid', us_withholding_rate_bp: 0 });
  });

  it('refuses a form the profile does not call for, and a form before any profile, with a clear field message', async () => {
    const none = await artistWith(null);
    const noProfile = await submit(none, w8benBody('Tax Person'));
    expect(noProfile.status).toBe(422);
    expect(noProfile.body.errors.form).toEqual([TAX_MESSAGES.profileRequired]);
    const foreign = await artistWith(W8_PROFILE);
    expect((await submit(foreign, w9Body('Tax Person'))).body.errors.form).toEqual([TAX_MESSAGES.formMismatchW8ben]);
    expect((await submit(foreign, w8beneBody({ signer_name: 'Tax Person', signature: 'Tax Person' }))).body.errors.form).toEqual([TAX_MESSAGES.formMismatchW8ben]);
    const us = await artistWith(US_PROFILE);
    expect((await submit(us, w8benBody('Tax Person'))).body.errors.form).toEqual([TAX_MESSAGES.formMismatchW9]);
    const biz = await artistWith(BIZ_PROFILE);
    const mismatch = await submit(biz, w8benBody('Tax Person'));
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.form).toEqual([TAX_MESSAGES.formMismatchW8bene]);
  });

  it('supersedes the current form with a new one and keeps the old one as history, newest first', async () => {
    const artist = await artistWith(W8_PROFILE);
    const first = (await submit(artist, w8benBody('Tax Person'))).body as TaxFormResponse;
    const second = (await submit(artist, w8benBody('Tax Person', null))).body as TaxFormResponse;
    const overview = (await call('GET', '/artist/tax', artist.token)).body as TaxOverviewResponse;
    expect(overview.current_form?.id).toBe(second.id);
    expect(overview.forms.map((f) => [f.id, f.status])).toEqual([
      [second.id, 'current'],
      [first.id, 'superseded'],
    ]);
    expect(overview.forms[1].superseded_at).toEqual(expect.any(String));
    expect(overview.standing).toMatchObject({ status: 'valid', us_withholding_rate_bp: 3000 });
  });

  it('lets owner and admin write, finance and viewers read, managers nothing', async () => {
    const owner = await artistWith(W8_PROFILE);
    const [admin, finance, manager] = [await newArtist(t), await newArtist(t), await newArtist(t)];
    await db.transaction(async (m) => {
      const memberships = t.app.get(MembershipsService);
      await memberships.add(m, owner.id, admin.id, 'admin');
      await memberships.add(m, owner.id, finance.id, 'finance');
      await memberships.add(m, owner.id, manager.id, 'manager');
    });
    const sessionIn = async (p: Person) => {
      const switched = await call('POST', '/auth/switch-account', p.token, { account_id: owner.id });
      expect(switched.status).toBe(200);
      return switched.body.token as string;
    };
    const [adminToken, financeToken, managerToken] = [await sessionIn(admin), await sessionIn(finance), await sessionIn(manager)];
    expect((await call('GET', '/artist/tax', financeToken)).status).toBe(200);
    const refused = await call('PUT', '/artist/tax/profile', financeToken, W8_PROFILE);
    expect([refused.status, refused.body.code]).toEqual([403, 'role_forbidden']);
    expect((await call('GET', '/artist/tax', managerToken)).status).toBe(403);
    const byAdmin = await call('PUT', '/artist/tax/profile', adminToken, { ...W8_PROFILE, tax_residence_country: 'ES' });
    expect(byAdmin.status).toBe(200);
    expect((await call('GET', '/artist/tax', owner.token)).body.profile).toMatchObject({ tax_residence_country: 'ES' });
  });

  it('answers other domains: withholding rates for many accounts at a time, and the form in force at that time', async () => {
    const [w9, treaty, noClaim, expired, none] = [await newArtist(t), await newArtist(t), await newArtist(t), await newArtist(t), await newArtist(t)];
    const year = new Date().getUTCFullYear();
    await fileTaxForm(t, w9, { form: 'w9' });
    await fileTaxForm(t, treaty, { treatyRateBp: 500 });
    await fileTaxForm(t, noClaim, { treatyRateBp: null });
    await fileTaxForm(t, expired, { signedAt: new Date(Date.UTC(year - 5, 0, 15)) });
    const standing = t.app.get(TaxStandingService);
    const now = new Date();
    const rates = await standing.withholdingRates([w9.id, treaty.id, noClaim.id, expired.id, none.id, treaty.id], now);
    expect(Object.fromEntries(rates)).toEqual({
      [w9.id]: { rateBp: 0, basis: 'w9' },
      [treaty.id]: { rateBp: 500, basis: 'treaty' },
      [noClaim.id]: { rateBp: 3000, basis: 'no_treaty' },
      [expired.id]: { rateBp: 3000, basis: 'expired' },
      [none.id]: { rateBp: 3000, basis: 'no_form' },
    });
    // Before it was signed, the expired form's account had none; while it ran, its treaty rate applied.
    expect((await standing.standingOf(expired.id, new Date(Date.UTC(year - 6, 0, 1)))).status).toBe('missing');
    expect(await standing.standingOf(expired.id, new Date(Date.UTC(year - 4, 5, 1)))).toMatchObject({ status: 'valid', us_withholding_rate_bp: 1000 });
    expect((await standing.standingOf(expired.id, now)).status).toBe('expired');
    // A superseded form still answers for the time it was in force.
    const before = new Date();
    await new Promise((r) => setTimeout(r, 5));
    await fileTaxForm(t, treaty, { treatyRateBp: 0 });
    expect((await standing.withholdingRates([treaty.id], before)).get(treaty.id)).toEqual({ rateBp: 500, basis: 'treaty' });
    expect((await standing.withholdingRates([treaty.id], new Date())).get(treaty.id)).toEqual({ rateBp: 0, basis: 'treaty' });
    expect(await standing.withholdingRates([], now)).toEqual(new Map());
  });

  it('blocks a payout without a form and with an expired one (409 tax_form_required, reason and fix_url), allows it with a valid one', async () => {
    const artist = await fundedArtist(t, 10_000);
    const ask = () => call('POST', '/artist/wallet/payouts', artist.token, { amount: 3_000, method: 'manual' });
    const missing = await ask();
    expect(missing.status).toBe(409);
    expect(missing.body).toMatchObject({ code: 'tax_form_required', message: TAX_MESSAGES.standingMissing, fix_url: '/artist/wallet/tax', tax_status: 'missing' });

    await fileTaxForm(t, artist, { signedAt: new Date(Date.UTC(new Date().getUTCFullYear() - 4, 5, 1)) });
    const expired = await ask();
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ code: 'tax_form_required', message: TAX_MESSAGES.standingExpired, fix_url: '/artist/wallet/tax', tax_status: 'expired', form: 'w8ben' });
    const [{ balance_cents }] = await db.query(`SELECT balance_cents FROM wallets WHERE user_id = $1`, [artist.id]);
    expect(Number(balance_cents)).toBe(10_000);

    await fileTaxForm(t, artist);
    expect((await ask()).status).toBe(201);
  });

  it('sends the 90, 30 and 7-day reminders and the expired one once each, however often the job runs', async () => {
    const artist = await newArtist(t, { name: 'Reminded Person' });
    await fileTaxForm(t, artist, { name: 'Reminded Person' });
    const [{ id: formId }] = await db.query(`SELECT id FROM tax_forms WHERE account_id = $1 AND superseded_at IS NULL`, [artist.id]);
    const reminders = t.app.get(TaxRemindersService);
    const now = new Date();
    const expiresIn = async (days: number) => db.query(`UPDATE tax_forms SET expires_at = $2 WHERE id = $1`, [formId, new Date(now.getTime() + days * 86_400_000)]);
    const sentKinds = async () => (await db.query(`SELECT kind FROM tax_form_reminders WHERE form_id = $1 ORDER BY sent_at, kind`, [formId])).map((r: { kind: string }) => r.kind);
    const mails = async () => (await mailboxFor(t, artist.email)).filter((m) => /tax form/i.test(m.subject));

    await expiresIn(120);
    await reminders.sendDue(now);
    expect(await sentKinds()).toEqual([]);

    await expiresIn(80);
    await reminders.sendDue(now);
    await reminders.sendDue(now);
    expect(await sentKinds()).toEqual(['90']);
    expect((await mails())[0].subject).toBe('Your W-8BEN tax form expires in 80 days');

    await expiresIn(25);
    await reminders.sendDue(now);
    await reminders.sendDue(now);
    await expiresIn(5);
    await reminders.sendDue(now);
    await reminders.sendDue(now);
    await expiresIn(-1);
    await reminders.sendDue(now);
    await reminders.sendDue(now);
    expect((await sentKinds()).sort()).toEqual(['30', '7', '90', 'expired']);
    const subjects = (await mails()).map((m) => m.subject);
    expect(subjects).toHaveLength(4);
    expect(subjects[0]).toBe('Your W-8BEN tax form has expired: payouts are blocked');
    const notes = await db.query(`SELECT template FROM notifications WHERE user_id = $1 ORDER BY created_at`, [artist.id]);
    expect(notes.map((n: { template: string }) => n.template)).toEqual(['tax_form_expiring', 'tax_form_expiring', 'tax_form_expiring', 'tax_form_expired']);
  });

  it('lists every form for staff (react-admin list), filtered by account, TINs masked', async () => {
    const artist = await newArtist(t);
    await fileTaxForm(t, artist, { form: 'w9', name: 'Listed Person' });
    const res = await call('GET', `/admin/tax/forms?account_id=${artist.id}`, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ account_id: artist.id, account_email: artist.email, form: 'w9', status: 'current', payee_name: 'Listed Person', country: 'US', tin_masked: '***-**-6789', standing: 'valid', expires_at: null }),
    ]);
    expect(res.body.meta).toMatchObject({ total: 1 });
    expect(JSON.stringify(res.body)).not.toContain('123456789');
    expect((await call('GET', `/admin/tax/forms?account_id=${randomUUID()}`, staff.token)).body.data).toEqual([]);
    expect((await call('GET', '/admin/tax/forms?form=w9&sort=payee_name&order=ASC', staff.token)).status).toBe(200);
  });

  it("exports the year's 1099-MISC and 1042-S figures as CSV from the wallet's withholding read model", async () => {
    const year = new Date().getUTCFullYear();
    const us = await newArtist(t);
    const foreign = await newArtist(t);
    const noForm = await newArtist(t, { name: 'Nobody Filed' });
    await fileTaxForm(t, us, { form: 'w9', name: 'Jane Public' });
    await fileTaxForm(t, foreign, { name: 'Zoë Núñez' });
    const ledger = t.app.get(LedgerService);
    await db.transaction(async (m) => {
      await ledger.credit(m, { userId: us.id, amountCents: 5_000, kind: 'royalty', description: 'Royalties', externalRef: randomUUID(), meta: { gross_us_cents: 2_000, rate_bp: 0, basis: 'w9' } });
      await ledger.credit(m, { userId: us.id, amountCents: 500, kind: 'royalty', description: 'Royalties', externalRef: randomUUID() });
      await ledger.credit(m, { userId: foreign.id, amountCents: 4_000, kind: 'royalty', description: 'Royalties', externalRef: randomUUID(), meta: { gross_us_cents: 3_000, rate_bp: 1000, basis: 'treaty' } });
      await ledger.credit(m, { userId: noForm.id, amountCents: 1_000, kind: 'royalty', description: 'Royalties', externalRef: randomUUID(), meta: { gross_us_cents: 1_000, rate_bp: 3000, basis: 'no_form' } });
    });
    const withheld = async (userId: string, cents: number) => {
      const [{ id: walletId }] = await db.query(`SELECT id FROM wallets WHERE user_id = $1`, [userId]);
      await db.transaction((m) => ledger.debit(m, { walletId, amountCents: cents, kind: 'withholding', status: 'completed', description: 'US tax withheld' }));
    };
    await withheld(foreign.id, 300);
    await withheld(noForm.id, 300);

    const misc = await t.api(`/api/admin/tax/report?year=${year}&form=1099-misc`, { token: staff.token });
    expect(misc.status).toBe(200);
    expect(misc.headers.get('content-type')).toContain('text/csv');
    const miscLines = (await misc.text()).split('\r\n');
    expect(miscLines[0]).toBe('year,account_id,payee_name,business_name,tin_type,tin_masked,address_line1,city,state,zip,currency,box2_royalties_cents,federal_tax_withheld_cents');
    expect(miscLines.filter((l) => l.includes(us.id))).toEqual([`${year},${us.id},Jane Public,,ssn,***-**-6789,1 Main St,New York,NY,10001,EUR,5500,0`]);
    expect(miscLines.some((l) => l.includes(foreign.id) || l.includes(noForm.id))).toBe(false);

    const s1042 = await t.api(`/api/admin/tax/report?year=${year}&form=1042-s`, { token: staff.token });
    const lines = (await s1042.text()).split('\r\n');
    expect(lines[0]).toBe('year,account_id,payee_name,form,country,foreign_tin_masked,income_code,currency,gross_income_cents,chapter3_exemption_code,chapter3_rate_bp,withholding_basis,tax_withheld_cents');
    expect(lines.filter((l) => l.includes(foreign.id))).toEqual([`${year},${foreign.id},Zoë Núñez,w8ben,PT,*****6789,12,EUR,3000,00,1000,treaty,300`]);
    expect(lines.filter((l) => l.includes(noForm.id))).toEqual([`${year},${noForm.id},Nobody Filed,none,,,12,EUR,1000,00,3000,no_form,300`]);
    expect(lines.some((l) => l.includes(us.id))).toBe(false);

    const bad = await call('GET', '/admin/tax/report?year=26&form=1099-k', staff.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['form', 'year']);
  });
  it('seeds the demo artist a valid W-8BEN once, so the demo wallet can pay out', async () => {
    const users = t.app.get(UsersService);
    const existing = await users.findByEmail(DEMO_TAX_ARTIST);
    const id = existing?.id ?? (await t.app.get(ArtistAccountsService).createArtist({ email: DEMO_TAX_ARTIST, password: PASSWORD, name: 'Demo Artíst', emailVerified: true })).id;
    const logs: string[] = [];
    const seed = () => seedTax({ app: t.app, config: undefined as never, log: (m) => logs.push(m) });
    await seed();
    await seed();
    expect(logs).toEqual([`Tax: W-8BEN on file for ${DEMO_TAX_ARTIST}`]);
    expect(await t.app.get(TaxStandingService).standingOf(id)).toMatchObject({ status: 'valid', form: 'w8ben', us_withholding_rate_bp: 1000 });
    expect(await db.query(`SELECT count(*)::int AS n FROM tax_forms WHERE account_id = $1`, [id])).toEqual([{ n: 1 }]);
  });
});
