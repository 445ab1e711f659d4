import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

async function pick(code: 'en' | 'fr' | 'es') {
  fireEvent.click(await screen.findByTestId('language-button'));
  fireEvent.click(await screen.findByTestId(`language-option-${code}`));
}

describe('language switcher', () => {
  it('offers en, fr and es with flag, code and name', async () => {
    mockApi();
    await renderApp('/');
    const switcher = await screen.findByTestId('language-switcher');
    fireEvent.click(within(switcher).getByTestId('language-button'));
    const options = within(switcher).getAllByRole('menuitemradio');
    expect(options.map((o) => o.textContent)).toEqual(['ENEnglish', 'FRFrançais', 'ESEspañol']);
    expect(options.map((o) => o.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false']);
    expect(options.every((o) => o.querySelector('svg.flag'))).toBe(true);
  });

  it('switches the texts, stores lang and sets <html lang>', async () => {
    mockApi();
    await renderApp('/');
    expect((await screen.findByTestId('nav-link-pricing')).textContent).toBe('Pricing');

    await pick('fr');

    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Tarifs'));
    expect(screen.getByTestId('login-link').textContent).toBe('Connexion');
    expect(screen.getByTestId('language-button').textContent).toContain('FR');
    expect(localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.queryByRole('menu')).toBeNull();

    await pick('es');
    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Precios'));
    expect(localStorage.getItem('lang')).toBe('es');
  });

  it('comes back in the stored language after a reload', async () => {
    mockApi();
    const first = await renderApp('/');
    await pick('es');
    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Precios'));
    first.unmount();

    const fetchMock = mockApi();
    await renderApp('/');
    expect((await screen.findByTestId('nav-link-pricing')).textContent).toBe('Precios');
    expect(callsTo(fetchMock, '/api/i18n/es')).toHaveLength(1);
  });

  it('does not fetch a language again when switching back', async () => {
    const fetchMock = mockApi();
    await renderApp('/');
    await pick('fr');
    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Tarifs'));
    await pick('en');
    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Pricing'));
    await pick('fr');
    await waitFor(() => expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Tarifs'));
    expect(callsTo(fetchMock, '/api/i18n/fr')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/i18n/en')).toHaveLength(1);
  });

  it('shows the English text for keys missing from the chosen language, then the key', async () => {
    const { loadBundle } = jest.requireActual<typeof import('../testing/translations')>('../testing/translations');
    const fr = loadBundle('fr') as { nav: Record<string, string>; auth: Record<string, string> };
    delete fr.nav['pricing'];
    const en = loadBundle('en') as { auth: Record<string, string> };
    delete en.auth['signup'];
    delete fr.auth['signup'];
    mockApi({ bundles: { en, fr } });
    await renderApp('/');
    await pick('fr');
    await waitFor(() => expect(screen.getByTestId('nav-link-sell').textContent).toBe('Vendre'));
    expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Pricing');
    expect(screen.getByTestId('signup-link').textContent).toBe('auth.signup');
  });

  it('falls back to English with a warning when the chosen bundle cannot be loaded', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ bundles: { en: jest.requireActual('../testing/translations').loadBundle('en'), fr: 'fail' } });
    await renderApp('/');
    await pick('fr');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByTestId('nav-link-pricing').textContent).toBe('Pricing');
    expect(screen.getByTestId('language-button').textContent).toContain('EN');
    warn.mockRestore();
  });

  it('is keyboard-usable', async () => {
    mockApi();
    await renderApp('/');
    const button = await screen.findByTestId('language-button');
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const options = await screen.findAllByRole('menuitemradio');
    await waitFor(() => expect(document.activeElement).toBe(options[0]));
    fireEvent.keyDown(options[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options[1]);
    fireEvent.keyDown(options[1], { key: 'ArrowUp' });
    fireEvent.keyDown(options[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(options[2]);
    await act(async () => {
      fireEvent.click(options[2]);
    });
    await waitFor(() => expect(localStorage.getItem('lang')).toBe('es'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('language-button')));
  });
});
