import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { announceUnreadCount } from '../api/notifications';
import { mockApi, requestsTo } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { unreadBadge, UNREAD_POLL_HIDDEN_MS, UNREAD_POLL_MS, useUnreadCount } from './NotificationBell';

const UNREAD = 'GET /notifications/unread-count';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the fake clock run `ms` and the answered fetches settle. */
const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('unreadBadge', () => {
  it('shows nothing for 0, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(12_345)).toBe('99+');
  });
});

describe('useUnreadCount (the bell’s poll)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.setItem('artist_token', 'art-1');
    setVisibility('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    localStorage.clear();
    setVisibility('visible');
  });

  it('asks at once, then every 60 s while the tab is visible', async () => {
    let n = 0;
    const fetchMock = mockApi({ routes: { [UNREAD]: () => ({ body: { unread: ++n } }) } });
    const { result, unmount } = renderHook(() => useUnreadCount('art-1'));
    await advance(0);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);
    expect(requestsTo(fetchMock, UNREAD)[0].headers['Authorization']).toBe('Bearer art-1');
    expect(result.current).toBe(1);
    await advance(UNREAD_POLL_MS - 1);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);
    await advance(1);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(2);
    expect(result.current).toBe(2);
    await advance(UNREAD_POLL_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(3);
    unmount();
    await advance(5 * UNREAD_POLL_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(3);
  });

  it('polls three times slower while the tab is hidden, and at the normal pace again when it shows', async () => {
    const fetchMock = mockApi({ routes: { [UNREAD]: { body: { unread: 2 } } } });
    renderHook(() => useUnreadCount('art-1'));
    await advance(0);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);
    act(() => setVisibility('hidden'));
    await advance(UNREAD_POLL_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);
    await advance(UNREAD_POLL_HIDDEN_MS - UNREAD_POLL_MS - 1);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(1);
    await advance(1);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(2);
    expect(UNREAD_POLL_HIDDEN_MS).toBe(3 * UNREAD_POLL_MS);

    act(() => setVisibility('visible'));
    await advance(UNREAD_POLL_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(3);
  });

  it('asks again when the window regains focus', async () => {
    const fetchMock = mockApi({ routes: { [UNREAD]: [{ body: { unread: 1 } }, { body: { unread: 7 } }] } });
    const { result } = renderHook(() => useUnreadCount('art-1'));
    await advance(0);
    expect(result.current).toBe(1);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(0);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(2);
    expect(result.current).toBe(7);
  });

  it('keeps the last count when a poll fails, and takes a count the notifications page announces', async () => {
    const fetchMock = mockApi({ routes: { [UNREAD]: [{ body: { unread: 4 } }, { status: 500, body: {} }] } });
    const { result } = renderHook(() => useUnreadCount('art-1'));
    await advance(0);
    expect(result.current).toBe(4);
    await advance(UNREAD_POLL_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(2);
    expect(result.current).toBe(4);
    act(() => announceUnreadCount(0));
    expect(result.current).toBe(0);
  });

  it('makes no call without an artist token', async () => {
    const fetchMock = mockApi({ routes: { [UNREAD]: { body: { unread: 3 } } } });
    const { result } = renderHook(() => useUnreadCount(null));
    await advance(3 * UNREAD_POLL_HIDDEN_MS);
    expect(requestsTo(fetchMock, UNREAD)).toHaveLength(0);
    expect(result.current).toBe(0);
  });
});

describe('the bell in the artist header', () => {
  afterEach(() => localStorage.clear());

  it('links to /account/notifications with the badge capped at 99+', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({
      me: { name: 'Nina', email: 'nina@example.com', document_status: 'approved' } as never,
      routes: { [UNREAD]: { body: { unread: 150 } }, 'GET /notifications': { body: { items: [], unread: 150 } } },
    });
    await renderApp('/account/notifications');
    const bell = await screen.findByTestId('console-notifications');
    expect(bell.getAttribute('href')).toBe('/account/notifications');
    await waitFor(() => expect(within(bell).getByTestId('notifications-badge').textContent).toBe('99+'));
    expect(bell.getAttribute('aria-label')).toBe('Notifications, unread: 150');
  });

  it('shows no badge when nothing is unread', async () => {
    localStorage.setItem('artist_token', 'art-1');
    const fetchMock = mockApi({
      me: { name: 'Nina', email: 'nina@example.com', document_status: 'approved' } as never,
      routes: { [UNREAD]: { body: { unread: 0 } }, 'GET /notifications': { body: { items: [], unread: 0 } } },
    });
    await renderApp('/account/notifications');
    await screen.findByTestId('notifications-empty');
    await waitFor(() => expect(requestsTo(fetchMock, UNREAD).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });
});
