import { PRIVACY_MESSAGES, type AccountChoice, type DataExportResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { resetAccounts } from '../../session/accounts';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectMessageGroupsTranslated } from '../../testing/translations';
import { PRIVACY_MESSAGE_GROUPS, privacyMessageKey } from './your-data-messages';

const READY: DataExportResponse = {
  id: 'exp-1',
  status: 'ready',
  size_bytes: 2_400_000,
  linked_files: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  ready_at: '2026-11-20T10:02:00.000Z',
  expires_at: '2026-11-27T10:02:00.000Z',
  url: '/api/files/private/privacy/exports/2026/11/exp.zip?expires=1&signature=s&name=soundpost-data-2026-11-20.zip',
};
const PREPARING: DataExportResponse = { ...READY, id: 'exp-2', status: 'preparing', size_bytes: null, ready_at: null, expires_at: null, url: null, created_at: '2026-11-29T09:00:00.000Z' };

async function openProfile(routes: MockApiOptions['routes'], lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, 'GET /artist/me': { body: { user: { id: 'u1', email: 'nina@example.com' } } }, ...routes } });
  await renderApp('/account/profile', { lng });
  await screen.findByTestId('profile-basic-form');
  return fetchMock;
}

describe('/account/profile, "Your data"', () => {
  beforeEach(() => resetAccounts());
  afterEach(() => jest.restoreAllMocks());

  it('lists the exports: a ready one with its download link, size and expiry', async () => {
    await openProfile({ 'GET /me/data-exports': { body: { items: [READY] } } });
    const link = (await screen.findByTestId('your-data-download')) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe(READY.url);
    expect(link.textContent).toBe('Download (2.4 MB)');
    expect(screen.getByTestId('your-data-status').textContent).toBe('ready');
    expect(screen.getByTestId('your-data').textContent).toContain('The link works until Nov 27, 2026');
  });

  it('gives a small archive its size in kB, never "0 MB"', async () => {
    await openProfile({ 'GET /me/data-exports': { body: { items: [{ ...READY, size_bytes: 41_300 }] } } });
    expect((await screen.findByTestId('your-data-download')).textContent).toBe('Download (41 kB)');
  });

  it('asks for an export, shows it being prepared, and refuses a second one while it is', async () => {
    const fetchMock = await openProfile({
      'GET /me/data-exports': { body: { items: [] } },
      'POST /me/data-export': { status: 202, body: PREPARING },
    });
    await screen.findByText('You have not asked for your data yet.');
    fireEvent.click(screen.getByTestId('your-data-request'));
    expect((await screen.findByTestId('your-data-message')).textContent).toBe('We are preparing your data. You will get an e-mail when it is ready.');
    expect(screen.getByTestId('your-data-status').textContent).toBe('being prepared');
    expect((screen.getByTestId('your-data-request') as HTMLButtonElement).disabled).toBe(true);
    expect(requestsTo(fetchMock, 'POST /me/data-export')).toHaveLength(1);
  });

  it("says the server's 409 in French", async () => {
    await openProfile(
      {
        'GET /me/data-exports': { body: { items: [] } },
        'POST /me/data-export': { status: 409, body: { code: 'export_in_progress', message: PRIVACY_MESSAGES.exportInProgress } },
      },
      'fr',
    );
    fireEvent.click(await screen.findByTestId('your-data-request'));
    expect((await screen.findByTestId('your-data-error')).textContent).toBe('L’export de vos données est déjà en préparation. Vous recevrez un e-mail quand il sera prêt.');
    expect(screen.getByTestId('your-data').querySelector('h2')?.textContent).toBe('Vos données');
  });

  it("is not shown to a member of someone else's account (the data is the owner's)", async () => {
    const member: AccountChoice = { account_id: 'acc-label', name: 'Tidewater Records', role: 'manager', current: true };
    const fetchMock = await openProfile({ 'GET /me/accounts': { body: { data: [member] } }, 'GET /me/data-exports': { body: { items: [READY] } } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /me/accounts').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('your-data')).toBeNull());
  });

  describe('server texts in the bundles (libs/server/i18n/src/translations/privacy.*.json)', () => {
    expectMessageGroupsTranslated('privacy.msg', PRIVACY_MESSAGE_GROUPS);
    it('finds the key of a known text only', () => {
      expect(privacyMessageKey(PRIVACY_MESSAGES.exportTooMany)).toBe('privacy.msg.server.exportTooMany');
      expect(privacyMessageKey('Something else.')).toBeUndefined();
    });
  });
});
