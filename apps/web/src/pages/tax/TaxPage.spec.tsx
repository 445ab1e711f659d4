import { TAX_MESSAGES, type AccountChoice } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetAccounts } from '../../session/accounts';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectPhoneCards } from '../../testing/phone-cards';
import { expectMessageGroupsTranslated } from '../../testing/translations';
import { W8BEN_CERTIFICATION } from './certifications';
import { formOf, MISSING, overview, profileOf } from './testing/tax-fixtures';

async function openTax(routes: MockApiOptions['routes'], lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, ...routes } });
  await renderApp('/artist/wallet/tax', { lng });
  await screen.findByTestId('tax-page');
  return fetchMock;
}

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));

/** Fills the W-8BEN's required fields (residence FR preset by the profile). */
function fillW8ben(name: string) {
  change('tax-name', name);
  change('tax-date_of_birth', '1990-04-12');
  change('tax-residence_address-line1', '1 rue de la Paix');
  change('tax-residence_address-city', 'Paris');
  change('tax-residence_address-postal_code', '75002');
  change('tax-foreign_tin', '1234567894321');
  click('tax-certification');
  change('tax-signature', name);
}

describe('/artist/wallet/tax', () => {
  beforeEach(() => resetAccounts());

  it.each([
    ['false', 'individual', 'w8ben', 'Form W-8BEN'],
    ['false', 'business', 'w8bene', 'Form W-8BEN-E'],
    ['true', 'individual', 'w9', 'Form W-9'],
    ['true', 'business', 'w9', 'Form W-9'],
  ])('the profile step (US person %s, %s) picks the %s, saves the profile and opens that form', async (usPerson, entity, kind, title) => {
    const saved = profileOf({ us_person: usPerson === 'true', entity_type: entity as 'individual' | 'business', tax_residence_country: usPerson === 'true' ? 'US' : 'DE' });
    const fetchMock = await openTax({ 'GET /artist/tax': { body: overview() }, 'PUT /artist/tax/profile': { body: saved } });
    expect((await screen.findByTestId('tax-standing-reason')).textContent).toBe(TAX_MESSAGES.standingMissing);
    // Nothing chosen yet: the step says which answers are missing.
    click('tax-profile-submit');
    expect((await screen.findByTestId('tax-us_person-error')).textContent).toBe(TAX_MESSAGES.usPersonRequired);
    expect(screen.getByTestId('tax-entity_type-error').textContent).toBe(TAX_MESSAGES.entityTypeInvalid);
    expect(requestsTo(fetchMock, 'PUT /artist/tax/profile')).toHaveLength(0);

    change('tax-tax_residence_country', saved.tax_residence_country);
    click(`tax-us_person-${usPerson}`);
    click(`tax-entity_type-${entity}`);
    expect(screen.getByTestId('tax-profile-chosen').getAttribute('data-form')).toBe(kind);
    click('tax-profile-submit');
    const form = await screen.findByTestId(`tax-form-${kind}`);
    expect(within(form).getByRole('heading', { level: 2 }).textContent).toBe(`2. ${title}`);
    expect(requestsTo(fetchMock, 'PUT /artist/tax/profile')[0].body).toEqual({ tax_residence_country: saved.tax_residence_country, us_person: usPerson === 'true', entity_type: entity });
    expect(screen.getByTestId('tax-profile-summary').textContent).toContain(
      `Tax resident of ${usPerson === 'true' ? 'United States' : 'Germany'}; ${usPerson === 'true' ? 'US person' : 'not a US person'}; ${entity === 'business' ? 'a business' : 'an individual'}.`,
    );
  });

  it('W-9: the TIN is dashed as typed, checked live (SSN area, EIN prefix, 9 digits), masked until shown, and the certification stays in English', async () => {
    const fetchMock = await openTax({ 'GET /artist/tax': { body: overview({ profile: profileOf({ tax_residence_country: 'US', us_person: true }) }) } }, 'fr');
    await screen.findByTestId('tax-form-w9');
    const tin = screen.getByTestId('tax-tin') as HTMLInputElement;
    expect(tin.type).toBe('password');
    change('tax-tin', '666123456');
    expect(tin.value).toBe('666-12-3456');
    expect(screen.getByTestId('tax-tin-error').textContent).toBe(
      "Ce SSN n'est pas valide : la zone ne peut être 000, 666 ni 900-999, le groupe ne peut être 00, le numéro de série ne peut être 0000.",
    );
    change('tax-tin', '123-45-6789');
    expect(screen.queryByTestId('tax-tin-error')).toBeNull();
    click('tax-tin-toggle');
    expect(tin.type).toBe('text');

    // An EIN is dashed after two digits, and its prefix must be one the IRS assigns.
    click('tax-tin_type-ein');
    expect(tin.value).toBe('12-3456789');
    change('tax-tin', '071234567');
    expect(tin.value).toBe('07-1234567');
    expect(screen.getByTestId('tax-tin-error').textContent).toBe("Cet EIN n'est pas valide : ses deux premiers chiffres ne sont pas un préfixe attribué par l'IRS.");
    // Too short: said once the field is left, not while typing.
    change('tax-tin', '12345');
    expect(screen.queryByTestId('tax-tin-error')).toBeNull();
    fireEvent.blur(tin);
    expect(screen.getByTestId('tax-tin-error').textContent).toBe('Un numéro d\'identification fiscale américain compte 9 chiffres (tirets autorisés).');

    // Submitting with it still wrong sends nothing.
    click('tax-form-submit');
    expect(await screen.findByTestId('tax-form-error')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST /artist/tax/forms')).toHaveLength(0);

    const legal = screen.getByTestId('tax-certification-text');
    expect(legal.getAttribute('lang')).toBe('en');
    expect(legal.textContent).toContain('Under penalties of perjury, I certify that:');
    expect(screen.getByTestId('tax-certification-block').textContent).toContain("Voici le texte juridique de l'IRS.");
  });

  it('W-9: sends the form with the TIN, the US address and the typed signature', async () => {
    const fetchMock = await openTax({
      'GET /artist/tax': [{ body: overview({ profile: profileOf({ tax_residence_country: 'US', us_person: true }) }) }, { body: overview() }],
      'POST /artist/tax/forms': { status: 201, body: formOf({ form: 'w9' }) },
    });
    await screen.findByTestId('tax-form-w9');
    change('tax-legal_name', 'José Núñez');
    change('tax-federal_tax_classification', 'individual_sole_proprietor');
    change('tax-tin', '123456789');
    change('tax-address-line1', '500 Main St');
    change('tax-address-city', 'Austin');
    change('tax-address-region', 'TX');
    change('tax-address-postal_code', '78701');
    click('tax-certification');
    change('tax-signature', 'josé núñez');
    click('tax-form-submit');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/tax/forms')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /artist/tax/forms')[0].body).toEqual({
      form: 'w9',
      legal_name: 'José Núñez',
      business_name: null,
      federal_tax_classification: 'individual_sole_proprietor',
      tin_type: 'ssn',
      tin: '123-45-6789',
      address: { line1: '500 Main St', line2: null, city: 'Austin', region: 'TX', postal_code: '78701', country: 'US' },
      certification: true,
      signature: 'josé núñez',
    });
    expect((await screen.findByTestId('tax-notice')).textContent).toBe('Your tax form is on file.');
  });

  it('W-8BEN: the treaty claim asks country (the residence), article and rate, explains itself, checks the rate, and a Unicode name is sent exactly as typed', async () => {
    const name = 'Zoë Ångström-Nguyễn 李小龍';
    const fetchMock = await openTax({
      'GET /artist/tax': [{ body: overview({ profile: profileOf() }) }, { body: overview({ profile: profileOf(), current_form: formOf({ payee_name: name }), standing: { ...MISSING, status: 'valid', form: 'w8ben', expires_at: '2029-12-31T23:59:59.000Z', us_withholding_rate_bp: 0, reason: TAX_MESSAGES.standingValid } }) }],
      'POST /artist/tax/forms': { status: 201, body: formOf({ payee_name: name }) },
    });
    await screen.findByTestId('tax-form-w8ben');
    expect((screen.getByTestId('tax-citizenship_country') as HTMLSelectElement).value).toBe('FR');
    expect(screen.queryByTestId('tax-treaty_claim-article')).toBeNull();
    expect(screen.getByTestId('tax-treaty-explain').textContent).toBe(
      'A tax treaty between your country and the United States can lower the 30% withheld from US royalties; claiming it means naming the treaty article and the rate it gives.',
    );
    click('tax-treaty_claim-claimed');
    expect((screen.getByTestId('tax-treaty_claim-country') as HTMLSelectElement).value).toBe('FR');
    expect(screen.getByTestId('tax-treaty-rate-note').textContent).toBe('The rate must be the one the treaty gives for royalties: a claim with the wrong rate is not valid.');
    expect(screen.getByTestId('tax-certification-text').textContent).toContain(W8BEN_CERTIFICATION[2]);

    fillW8ben(name);
    change('tax-treaty_claim-rate_bp', '30');
    click('tax-form-submit');
    expect((await screen.findByTestId('tax-treaty_claim-article-error')).textContent).toBe(TAX_MESSAGES.treatyArticleRequired);
    expect(screen.getByTestId('tax-treaty_claim-rate_bp-error').textContent).toBe('Enter a rate from 0 to 29.99 %.');
    expect(requestsTo(fetchMock, 'POST /artist/tax/forms')).toHaveLength(0);

    change('tax-treaty_claim-article', '12');
    change('tax-treaty_claim-rate_bp', '0');
    click('tax-form-submit');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/tax/forms')).toHaveLength(1));
    const sent = requestsTo(fetchMock, 'POST /artist/tax/forms')[0].body as Record<string, unknown>;
    expect(sent).toEqual({
      form: 'w8ben',
      name,
      citizenship_country: 'FR',
      residence_address: { line1: '1 rue de la Paix', line2: null, city: 'Paris', region: null, postal_code: '75002', country: 'FR' },
      date_of_birth: '1990-04-12',
      mailing_address: null,
      us_tin: null,
      foreign_tin: '1234567894321',
      foreign_tin_missing_reason: null,
      treaty_claim: { country: 'FR', article: '12', rate_bp: 0, income_type: 'royalties' },
      certification: true,
      signature: name,
    });
    // The name comes back as it went, and the standing shows it on file.
    expect((await screen.findByTestId('tax-notice')).textContent).toBe('Your tax form is on file.');
    await waitFor(() => expect(screen.getByTestId('tax-standing-status').textContent).toBe('Valid'));
    expect(screen.getByTestId('tax-standing-rate').textContent).toBe('0%');
    expect(screen.queryByTestId('tax-form-w8ben')).toBeNull();
  });

  it('submitting asks for the e-mailed step-up code, then sends the same form once more', async () => {
    const required = { status: 403, body: { code: 'step_up_required', message: 'For your safety, confirm this with the 6-digit code we e-mail you. A code is valid for 10 minutes.' } };
    const fetchMock = await openTax({
      'GET /artist/tax': { body: overview({ profile: profileOf() }) },
      'POST /artist/tax/forms': [required, { status: 201, body: formOf() }],
      'POST /me/step-up/code': { status: 202, body: { message: 'We e-mailed you a 6-digit code. It is valid for 10 minutes.', expires_in_seconds: 600 } },
      'POST /me/step-up': { status: 200, body: { message: 'Confirmed. You can go on for the next 10 minutes.', stepped_up_until: '2026-11-29T12:10:00.000Z' } },
    });
    await screen.findByTestId('tax-form-w8ben');
    fillW8ben('Zoë Ångström');
    click('tax-form-submit');
    fireEvent.change(await screen.findByTestId('step-up-code'), { target: { value: '123456' } });
    click('step-up-confirm');
    expect((await screen.findByTestId('tax-notice')).textContent).toBe('Your tax form is on file.');
    const sent = requestsTo(fetchMock, 'POST /artist/tax/forms');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toEqual(sent[0].body);
    expect(requestsTo(fetchMock, 'POST /me/step-up').map((r) => r.body)).toEqual([{ code: '123456' }]);
  });

  it("shows the API's 422 at each field, in French, and a message for no field above the form", async () => {
    await openTax(
      {
        'GET /artist/tax': { body: overview({ profile: profileOf() }) },
        'POST /artist/tax/forms': {
          status: 422,
          body: {
            message: TAX_MESSAGES.addressLine1Required,
            errors: {
              'residence_address.line1': [TAX_MESSAGES.addressLine1Required],
              'treaty_claim.country': [TAX_MESSAGES.treatyCountryMismatch],
              signature: [TAX_MESSAGES.signatureMismatch],
              form: [TAX_MESSAGES.formMismatchW8bene],
            },
          },
        },
      },
      'fr',
    );
    await screen.findByTestId('tax-form-w8ben');
    fillW8ben('Zoë Ångström');
    click('tax-treaty_claim-claimed');
    change('tax-treaty_claim-article', '12');
    change('tax-treaty_claim-rate_bp', '5');
    click('tax-form-submit');
    expect((await screen.findByTestId('tax-residence_address-line1-error')).textContent).toBe("L'adresse est obligatoire.");
    expect(screen.getByTestId('tax-treaty_claim-country-error').textContent).toBe('Le pays de la convention doit être votre pays de résidence.');
    expect(screen.getByTestId('tax-signature-error').textContent).toBe('Pour signer, saisissez votre nom exactement comme ci-dessus.');
    expect(screen.getByTestId('tax-residence_address-line1').getAttribute('aria-invalid')).toBe('true');
    const top = screen.getByTestId('tax-form-error');
    expect(top.textContent).toContain('Certains champs sont à corriger.');
    expect(top.textContent).toContain('Vous avez indiqué ne pas être une « US person » et être une entreprise : remplissez un W-8BEN-E.');
    // Editing a field takes its error away.
    change('tax-residence_address-line1', '2 rue du Bac');
    expect(screen.queryByTestId('tax-residence_address-line1-error')).toBeNull();
  });

  it('W-8BEN-E: entity fields, chapter 3 and 4 statuses, signed by the named signer', async () => {
    const fetchMock = await openTax({
      'GET /artist/tax': { body: overview({ profile: profileOf({ entity_type: 'business', tax_residence_country: 'ES' }) }) },
      'POST /artist/tax/forms': { status: 201, body: formOf({ form: 'w8bene' }) },
    });
    await screen.findByTestId('tax-form-w8bene');
    change('tax-organisation_name', 'Discos Añil S.L.');
    change('tax-chapter3_status', 'corporation');
    change('tax-chapter4_status', 'active_nffe');
    change('tax-address-line1', 'Calle Mayor 1');
    change('tax-address-city', 'Madrid');
    click('tax-no_foreign_tin');
    change('tax-foreign_tin_missing_reason', 'Not issued yet');
    change('tax-signer_name', 'Íñigo Peña');
    click('tax-certification');
    change('tax-signature', 'Íñigo Peña');
    click('tax-form-submit');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/tax/forms')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /artist/tax/forms')[0].body).toMatchObject({
      form: 'w8bene',
      organisation_name: 'Discos Añil S.L.',
      incorporation_country: 'ES',
      chapter3_status: 'corporation',
      chapter4_status: 'active_nffe',
      address: { line1: 'Calle Mayor 1', city: 'Madrid', country: 'ES' },
      foreign_tin: null,
      foreign_tin_missing_reason: 'Not issued yet',
      treaty_claim: null,
      signer_name: 'Íñigo Peña',
      signature: 'Íñigo Peña',
      certification: true,
    });
  });

  it('a valid form: the standing (masked TIN, signed, expiry, rate), a button for a new form, and the read-only history of replaced forms', async () => {
    const current = formOf();
    const old = formOf({ id: 'f-0', status: 'superseded', payee_name: 'Zoe Angstrom', signed_at: '2025-01-10T10:00:00.000Z', superseded_at: '2026-03-01T10:00:00.000Z', treaty_claim: null, foreign_tin_masked: '*****1111' });
    await openTax({
      'GET /artist/tax': {
        body: overview({
          profile: profileOf(),
          current_form: current,
          forms: [current, old],
          standing: { status: 'valid', form: 'w8ben', expires_at: current.expires_at, us_withholding_rate_bp: 0, reason: TAX_MESSAGES.standingValid, fix_url: '/artist/wallet/tax' },
        }),
      },
    });
    expect((await screen.findByTestId('tax-standing-form')).textContent).toBe('Form W-8BEN');
    expect(screen.getByTestId('tax-standing-signed').textContent).toBe('Mar 1, 2026');
    expect(screen.getByTestId('tax-standing-expires').textContent).toBe('Dec 31, 2029');
    expect(screen.getByTestId('tax-standing-basis').textContent).toBe('The treaty rate you claimed on your form.');
    expect(screen.queryByTestId('tax-form-w8ben')).toBeNull();
    const table = screen.getByTestId('tax-history-table');
    expectPhoneCards(table);
    expect(within(table).queryByTestId('tax-history-row-f-1')).toBeNull();
    const row = within(table).getByTestId('tax-history-row-f-0');
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['Form W-8BEN', 'Zoe Angstrom', '*****1111', 'Jan 10, 2025', 'Mar 1, 2026', '—']);
    expect(screen.queryByRole('textbox')).toBeNull();

    click('tax-new-form');
    expect(await screen.findByTestId('tax-form-w8ben')).toBeTruthy();
    click('tax-form-cancel');
    expect(screen.queryByTestId('tax-form-w8ben')).toBeNull();
  });

  it('finance reads the standing but gets no form', async () => {
    const member: AccountChoice = { account_id: 'acc-1', name: 'Tidewater Records', role: 'finance', current: true };
    const fetchMock = await openTax({ 'GET /me/accounts': { body: { data: [member] } }, 'GET /artist/tax': { body: overview({ profile: profileOf() }) } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /me/accounts').length).toBeGreaterThan(0));
    expect(await screen.findByTestId('tax-read-only')).toBeTruthy();
    expect(screen.getByTestId('tax-standing-status').textContent).toBe('No form');
    expect(screen.queryByTestId('tax-form-w8ben')).toBeNull();
    expect(screen.queryByTestId('tax-profile-form')).toBeNull();
    expect(screen.queryByTestId('tax-standing-fix')).toBeNull();
  });

  it('says the load failed', async () => {
    await openTax({ 'GET /artist/tax': { status: 500, body: {} } });
    expect((await screen.findByTestId('tax-error')).textContent).toBe('Could not load your tax information.');
  });
});

describe('tax API texts', () => {
  expectMessageGroupsTranslated('tax.msg', { tax: TAX_MESSAGES });
});
