import { TAX_MESSAGES, type ArtistWalletResponse, type TaxOverviewResponse, type TaxStanding } from '@soundpost/contracts';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../../i18n/i18n';
import { mockApi, requestsTo } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { TaxStandingBanner } from './TaxStandingBanner';
import { formOf, overview, profileOf } from './testing/tax-fixtures';

function wallet(): ArtistWalletResponse {
  const base = { id: 'w-1', user_id: 'u1', balance: 12_000, currency: 'eur', stripe_account_id: null, pending_payout: null };
  return { ...base, wallet: base } as ArtistWalletResponse;
}

const standing = (status: TaxStanding['status'], over: Partial<TaxStanding> = {}): TaxStanding => ({
  status,
  form: status === 'missing' ? null : 'w8ben',
  expires_at: status === 'missing' ? null : '2026-12-31T23:59:59.000Z',
  us_withholding_rate_bp: status === 'missing' || status === 'expired' ? 3000 : 1500,
  reason: { missing: TAX_MESSAGES.standingMissing, valid: TAX_MESSAGES.standingValid, expiring: TAX_MESSAGES.standingExpiring, expired: TAX_MESSAGES.standingExpired }[status],
  fix_url: '/artist/wallet/tax',
  ...over,
});

/** Intl puts narrow no-break spaces in French numbers and dates. */
const plain = (node: HTMLElement) => (node.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openWallet(tax: TaxOverviewResponse, lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    routes: {
      'GET /me': { body: { name: 'Nina' } },
      'GET /artist/wallet': { body: wallet() },
      'GET /artist/wallet/payouts': { body: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } },
      'GET /artist/tax': { body: tax },
    },
  });
  await renderApp('/artist/wallet', { lng });
  return { fetchMock, banner: await screen.findByTestId('wallet-tax-standing') };
}

describe('the tax standing on the wallet page', () => {
  it('missing: no form, 30%, the reason and a button to the tax page', async () => {
    const { banner } = await openWallet(overview());
    expect(banner.getAttribute('data-status')).toBe('missing');
    expect(within(banner).getByTestId('tax-standing-status').textContent).toBe('No form');
    expect(within(banner).getByTestId('tax-standing-form').textContent).toBe('None');
    expect(within(banner).getByTestId('tax-standing-rate').textContent).toBe('30%');
    expect(within(banner).getByTestId('tax-standing-basis').textContent).toBe('No valid form: 30% is withheld and payouts are blocked.');
    expect(within(banner).getByTestId('tax-standing-reason').textContent).toBe(TAX_MESSAGES.standingMissing);
    const fix = within(banner).getByTestId('tax-standing-fix');
    expect(fix.getAttribute('href')).toBe('/artist/wallet/tax');
    expect(fix.textContent).toBe('Fill in your tax form');
    expect(within(banner).queryByTestId('tax-standing-signed')).toBeNull();
  });

  it('valid W-9: the form, the masked TIN, signed, no expiry, 0%, and no warning', async () => {
    const w9 = formOf({ form: 'w9', tin_type: 'ssn', tin_masked: '***-**-6789', expires_at: null, treaty_claim: null, country: 'US' });
    const { banner } = await openWallet(overview({ profile: profileOf({ us_person: true, tax_residence_country: 'US' }), current_form: w9, forms: [w9], standing: standing('valid', { form: 'w9', expires_at: null, us_withholding_rate_bp: 0 }) }));
    expect(within(banner).getByTestId('tax-standing-status').textContent).toBe('Valid');
    expect(within(banner).getByTestId('tax-standing-form').textContent).toBe('Form W-9');
    expect(within(banner).getByTestId('tax-standing-tin').textContent).toBe('***-**-6789');
    expect(within(banner).getByTestId('tax-standing-signed').textContent).toBe('Mar 1, 2026');
    expect(within(banner).getByTestId('tax-standing-expires').textContent).toBe('Does not expire');
    expect(within(banner).getByTestId('tax-standing-rate').textContent).toBe('0%');
    expect(within(banner).getByTestId('tax-standing-basis').textContent).toBe('A W-9 is on file: nothing is withheld.');
    expect(within(banner).queryByTestId('tax-standing-reason')).toBeNull();
    expect(within(banner).queryByTestId('tax-standing-fix')).toBeNull();
    expect(within(banner).getByTestId('tax-standing-details').getAttribute('href')).toBe('/artist/wallet/tax');
  });

  it('expiring W-8BEN (in French): the treaty rate, the expiry date, the reason and a button to renew', async () => {
    const form = formOf({ treaty_claim: { country: 'FR', article: '12', rate_bp: 1500, income_type: 'royalties' }, expires_at: '2026-12-31T23:59:59.000Z', signed_at: '2023-02-01T10:00:00.000Z' });
    const { banner } = await openWallet(overview({ profile: profileOf(), current_form: form, forms: [form], standing: standing('expiring') }), 'fr');
    expect(within(banner).getByTestId('tax-standing-status').textContent).toBe('Expire bientôt');
    expect(within(banner).getByTestId('tax-standing-form').textContent).toBe('Formulaire W-8BEN');
    expect(plain(within(banner).getByTestId('tax-standing-rate'))).toBe('15 %');
    expect(within(banner).getByTestId('tax-standing-name').textContent).toBe('Zoë Ångström');
    expect(within(banner).getByTestId('tax-standing-tin').textContent).toBe('*****4321');
    expect(banner.textContent).toContain('N° fiscal étranger');
    expect(plain(within(banner).getByTestId('tax-standing-expires'))).toBe('31 déc. 2026');
    expect(plain(within(banner).getByTestId('tax-standing-reason'))).toBe(
      'Votre formulaire W-8 expire bientôt : envoyez-en un nouveau sur /artist/wallet/tax pour que les versements continuent. Votre formulaire expire le 31 déc. 2026.',
    );
    expect(within(banner).getByTestId('tax-standing-fix').textContent).toBe('Envoyer un nouveau formulaire');
  });

  it('expired W-8BEN: 30%, payouts blocked, with the reason and the fix link', async () => {
    const form = formOf({ expires_at: '2025-12-31T23:59:59.000Z' });
    const { banner, fetchMock } = await openWallet(overview({ profile: profileOf(), current_form: form, forms: [form], standing: standing('expired', { expires_at: form.expires_at }) }));
    expect(within(banner).getByTestId('tax-standing-status').textContent).toBe('Expired');
    expect(within(banner).getByTestId('tax-standing-rate').textContent).toBe('30%');
    expect(within(banner).getByTestId('tax-standing-reason').textContent).toBe(TAX_MESSAGES.standingExpired);
    expect(within(banner).getByRole('alert')).toBeTruthy();
    expect(within(banner).getByTestId('tax-standing-fix').getAttribute('href')).toBe('/artist/wallet/tax');
    expect(requestsTo(fetchMock, 'GET /artist/tax')).toHaveLength(1);
  });
});

describe('<TaxStandingBanner blockedReason>', () => {
  it("shows a payout's tax_form_required message, translated, with the link, and reads nothing", async () => {
    const fetchMock = mockApi();
    const { i18n, ready } = createI18n({ lng: 'es' });
    await act(async () => {
      await ready;
    });
    const router = createMemoryRouter([{ path: '/', element: <TaxStandingBanner blockedReason={TAX_MESSAGES.standingExpired} testId="payout-tax" /> }]);
    render(
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const notice = await screen.findByTestId('payout-tax');
    expect(within(notice).getByTestId('tax-standing-reason').textContent).toBe('Tu formulario W-8 ha caducado: los pagos están bloqueados hasta que envíes uno nuevo en /artist/wallet/tax.');
    expect(within(notice).getByTestId('tax-standing-fix').getAttribute('href')).toBe('/artist/wallet/tax');
    expect(within(notice).getByTestId('tax-standing-fix').textContent).toBe('Rellenar mi formulario fiscal');
    expect(requestsTo(fetchMock, 'GET /artist/tax')).toHaveLength(0);
  });
});
