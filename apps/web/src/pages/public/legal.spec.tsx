import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { flatten, loadBundle } from '../../testing/translations';

const bundles = { en: flatten(loadBundle('en')), fr: flatten(loadBundle('fr')), es: flatten(loadBundle('es')) };

async function open(path: string, lng: 'en' | 'fr' | 'es' = 'en') {
  mockApi();
  const app = await renderApp(path, { lng });
  await screen.findByTestId('page-title');
  return app;
}

describe('legal pages', () => {
  it.each([
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/cookies', 'cookies'],
  ] as const)('%s is a page of its own with its text and links to the other two', async (path, doc) => {
    await open(path);
    expect(screen.getByTestId(`legal-page-${doc}`)).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).toBe(bundles.en[`legal.${doc}.title`]);
    expect((screen.getByTestId('legal-body').textContent ?? '').length).toBeGreaterThan(800);
    const nav = within(screen.getByTestId('legal-nav'));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/terms', '/privacy', '/cookies']);
  });

  it('says what happens to artists’ data and money', async () => {
    await open('/privacy');
    const privacy = screen.getByTestId('legal-body').textContent ?? '';
    for (const topic of [/identity document/i, /staff review the document/i, /card/i, /PayPal/, /bank/i, /whole euro cents/i, /payout/i, /deleted/i, /e-mails/i]) {
      expect(privacy).toMatch(topic);
    }
    fireEvent.click(within(screen.getByTestId('legal-nav')).getByTestId('legal-link-cookies'));
    await waitFor(() => expect(screen.getByTestId('page-title').textContent).toBe('Cookie policy'));
    const cookies = screen.getByTestId('legal-body').textContent ?? '';
    // The storage the site really uses: the session token and the language choice.
    for (const key of ['artist_token', 'lang', 'onboarding_token', 'popup_']) expect(cookies).toContain(key);
    expect(cookies).toMatch(/No advertising cookies/);
  });

  it.each(['fr', 'es'] as const)('is written in %s, not copied from English', async (lng) => {
    await open('/terms', lng);
    expect(screen.getByTestId('page-title').textContent).toBe(bundles[lng]['legal.terms.title']);
    for (const doc of ['terms', 'privacy', 'cookies']) {
      expect(bundles[lng][`legal.${doc}.body`]).not.toBe(bundles.en[`legal.${doc}.body`]);
      expect(bundles[lng][`legal.${doc}.body`]).toContain('PayPal');
    }
  });

  it('the footer links to the pages', async () => {
    await open('/terms');
    const legal = within(screen.getByTestId('footer-col-legal'));
    const hrefs = legal.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.slice(0, 3)).toEqual(['/terms', '/privacy', '/cookies']);
  });

  it('the sign-up terms box links to the terms and the privacy policy', async () => {
    await open('/signup');
    expect(screen.getByTestId('signup-terms-link').getAttribute('href')).toBe('/terms');
    expect(screen.getByTestId('signup-privacy-link').getAttribute('href')).toBe('/privacy');
    expect(screen.getByTestId('signup-terms-link').textContent).toBe('Terms of Service');
  });
});
