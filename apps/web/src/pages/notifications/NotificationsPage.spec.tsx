import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

const item = (id: string, read: boolean, data: Partial<{ title: string; message: string; url: string | null }> = {}, account: { id: string; name: string } | null = null) => ({
  id,
  account,
  read_at: read ? '2026-11-20T10:00:00.000Z' : null,
  created_at: '2026-11-21T09:30:00.000Z',
  data: { title: `Title ${id}`, message: `Message ${id}`, url: null, ...data },
});

async function openPage(routes: MockApiOptions['routes'], lng?: 'en' | 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ me: { name: 'Nina' } as never, routes: { 'GET /notifications/unread-count': { body: { unread: 0 } }, ...routes } });
  const app = await renderApp('/account/notifications', { lng });
  return { fetchMock, ...app };
}

describe('/account/notifications', () => {
  afterEach(() => localStorage.clear());

  it('lists the recent 50 with the unread count, Open link for in-app links, text kept as text', async () => {
    const { fetchMock } = await openPage({
      'GET /notifications': {
        body: {
          items: [
            item('a', false, { title: 'Release "Noche": live', message: 'Line one\n<b>not bold</b>', url: '/artist/releases/r1' }),
            item('b', true, { url: 'https://evil.example/' }),
          ],
          unread: 1,
        },
      },
    });
    const first = await screen.findByTestId('notification-a');
    expect(screen.getByTestId('page-title').textContent).toBe('Notifications');
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 1');
    expect(within(first).getByTestId('notification-title').textContent).toContain('Release "Noche": live');
    expect(within(first).getByTestId('notification-message').textContent).toBe('Line one\n<b>not bold</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByTestId('notification-open').textContent).toBe('Open link');
    expect(within(first).getByTestId('notification-open').getAttribute('href')).toBe('/artist/releases/r1');
    expect(within(first).getByTestId('notification-mark-read').textContent).toBe('Mark read');
    const second = screen.getByTestId('notification-b');
    expect(within(second).queryByTestId('notification-open')).toBeNull();
    expect(within(second).queryByTestId('notification-mark-read')).toBeNull();
    expect(screen.getByTestId('notifications-mark-all').textContent).toBe('Mark all as read');
    const [request] = requestsTo(fetchMock, 'GET /notifications');
    expect(request.query.get('limit')).toBe('50');
    expect(request.headers['Authorization']).toBe('Bearer art-1');
  });

  it("shows 'No notifications yet.' and no Mark all button for an empty list", async () => {
    await openPage({ 'GET /notifications': { body: { items: [], unread: 0 } } });
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe('No notifications yet.');
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 0');
    expect(screen.queryByTestId('notifications-mark-all')).toBeNull();
  });

  it("shows 'Failed to load notifications' when the list fails", async () => {
    await openPage({ 'GET /notifications': { status: 500, body: {} } });
    expect((await screen.findByTestId('notifications-error')).textContent).toBe('Failed to load notifications');
  });

  it('marks one read at once (optimistic), and the bell follows', async () => {
    const { fetchMock } = await openPage({
      'GET /notifications': { body: { items: [item('a', false), item('b', false)], unread: 2 } },
      'GET /notifications/unread-count': { body: { unread: 2 } },
      'POST /notifications/a/read': 'pending',
    });
    const first = await screen.findByTestId('notification-a');
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toBe('2'));
    fireEvent.click(within(first).getByTestId('notification-mark-read'));
    expect(first.getAttribute('data-unread')).toBe('false');
    expect(within(first).queryByTestId('notification-mark-read')).toBeNull();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 1');
    expect(screen.getByTestId('notifications-badge').textContent).toBe('1');
    expect(requestsTo(fetchMock, 'POST /notifications/a/read')).toHaveLength(1);
  });

  it('rolls a mark read back when the call fails, with the error shown', async () => {
    await openPage({
      'GET /notifications': { body: { items: [item('a', false)], unread: 1 } },
      'POST /notifications/a/read': { status: 500, body: {} },
    });
    const first = await screen.findByTestId('notification-a');
    fireEvent.click(within(first).getByTestId('notification-mark-read'));
    expect((await screen.findByTestId('notifications-action-error')).textContent).toBe('Update failed.');
    expect(first.getAttribute('data-unread')).toBe('true');
    expect(within(first).getByTestId('notification-mark-read')).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 1');
  });

  it('marks all read at once; on failure the list is loaded again from the server', async () => {
    const { fetchMock } = await openPage({
      'GET /notifications': [
        { body: { items: [item('a', false), item('b', false)], unread: 2 } },
        { body: { items: [item('a', false), item('b', true)], unread: 1 } },
      ],
      'POST /notifications/mark-all-read': { status: 500, body: {} },
    });
    await screen.findByTestId('notification-a');
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 0');
    expect(screen.getByTestId('notification-a').getAttribute('data-unread')).toBe('false');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /notifications')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('Unread: 1'));
    expect(screen.getByTestId('notification-a').getAttribute('data-unread')).toBe('true');
    expect(screen.getByTestId('notification-b').getAttribute('data-unread')).toBe('false');
  });

  it('marks all read and keeps the list when the call succeeds', async () => {
    const { fetchMock } = await openPage({
      'GET /notifications': { body: { items: [item('a', false)], unread: 1 } },
      'POST /notifications/mark-all-read': { body: { marked: 1, unread: 0 } },
    });
    await screen.findByTestId('notification-a');
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /notifications/mark-all-read')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'GET /notifications')).toHaveLength(1);
    expect(screen.getByTestId('notification-a').getAttribute('data-unread')).toBe('false');
  });

  it.each([
    ['en', 'in Night Owl Records'],
    ['fr', 'dans Night Owl Records'],
    ['es', 'en Night Owl Records'],
  ] as const)('names the team account a notification is about, and nothing for the person’s own (%s)', async (lng, text) => {
    await openPage(
      {
        'GET /notifications': {
          body: { items: [item('a', false, { title: 'Payout approved' }, { id: 'acc-1', name: 'Night Owl Records' }), item('b', false)], unread: 2 },
        },
      },
      lng,
    );
    const theirs = await screen.findByTestId('notification-a');
    expect(within(theirs).getByTestId('notification-account').textContent).toBe(text);
    expect(within(screen.getByTestId('notification-b')).queryByTestId('notification-account')).toBeNull();
  });

  it.each([
    ['fr', 'Aucune notification pour le moment.', 'Non lues : 0'],
    ['es', 'Todavía no hay notificaciones.', 'Sin leer: 0'],
  ] as const)('speaks %s', async (lng, empty, unread) => {
    await openPage({ 'GET /notifications': { body: { items: [], unread: 0 } } }, lng);
    expect((await screen.findByTestId('notifications-empty')).textContent).toBe(empty);
    expect(screen.getByTestId('notifications-unread').textContent).toBe(unread);
  });
});
