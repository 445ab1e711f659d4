import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import createDOMPurify from 'dompurify';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/i18n';
import { callsTo, mockApi, requestsTo } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { POPUP_HTML_ALLOWLIST } from '@soundpost/contracts';
import { createPopupSanitizer } from './popup-html';
import { PopupHost } from './PopupHost';
import { readPopups } from './popups-api';

const first = { id: 'a1', title: 'New: daily stats', message: '<p>See your streams <strong>every day</strong>.</p>', type: 'success' };
const second = { id: 'b2', title: 'Maintenance tonight', message: '<p>From 22:00 UTC.</p>', type: 'warning' };

const popupsRoute = (body: unknown) => ({ 'GET /popups': { body } });

/** The shown popup, once its fade-in state has settled. */
const shownPopup = () => screen.findByRole('dialog');

/** Waits until the fade-out has finished and the dialog with `title` is gone. */
const waitUntilGone = (title: string) => waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());

describe('<PopupHost> in the shell', () => {
  it('queues the popups in order, one at a time, and stores each dismissal for the session', async () => {
    mockApi({ routes: popupsRoute([first, second]) });
    await renderApp('/');

    const dialog = await shownPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(within(dialog).getByRole('heading', { name: first.title })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: first.title })).toBe(dialog);
    expect(within(dialog).getByText('1 of 2', { exact: false })).toBeTruthy();
    expect(dialog.dataset['popupType']).toBe('success');
    expect(window.sessionStorage.getItem('popup_a1_dismissed_session')).toBeNull();

    fireEvent.click(within(dialog).getByTestId('popup-ok'));
    expect(window.sessionStorage.getItem('popup_a1_dismissed_session')).not.toBeNull();
    // It fades out first (about 200 ms), then the next one shows.
    expect(screen.getByTestId('popup-backdrop').className).toContain('popup-backdrop--closing');
    await waitUntilGone(first.title);

    const next = await screen.findByRole('dialog', { name: second.title });
    expect(within(next).getByText('2 of 2', { exact: false })).toBeTruthy();
    fireEvent.click(within(next).getByRole('button', { name: 'Close' }));
    expect(window.sessionStorage.getItem('popup_b2_dismissed_session')).not.toBeNull();
    await waitUntilGone(second.title);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips the popups already dismissed in this session', async () => {
    window.sessionStorage.setItem('popup_a1_dismissed_session', '1');
    mockApi({ routes: popupsRoute([first, second]) });
    await renderApp('/');
    const dialog = await shownPopup();
    expect(within(dialog).getByRole('heading').textContent).toBe(second.title);
    expect(within(dialog).queryByText('of', { exact: false })).toBeNull();
  });

  it('does not even load the sanitizer when every popup is dismissed', async () => {
    window.sessionStorage.setItem('popup_a1_dismissed_session', '1');
    const fetchMock = mockApi({ routes: popupsRoute([first]) });
    await renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, '/api/popups')).toHaveLength(1));
    expect(await screen.findByTestId('main')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape and on a backdrop click, but not on a click inside', async () => {
    mockApi({ routes: popupsRoute([first, second]) });
    await renderApp('/');

    const dialog = await shownPopup();
    fireEvent.click(dialog);
    fireEvent.click(within(dialog).getByTestId('popup-body'));
    expect(screen.getByTestId('popup-backdrop').className).not.toContain('closing');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(window.sessionStorage.getItem('popup_a1_dismissed_session')).not.toBeNull();
    await waitUntilGone(first.title);

    await screen.findByRole('dialog', { name: second.title });
    fireEvent.click(screen.getByTestId('popup-backdrop'));
    expect(window.sessionStorage.getItem('popup_b2_dismissed_session')).not.toBeNull();
    await waitUntilGone(second.title);
  });

  it('shows an unknown type as info', async () => {
    mockApi({ routes: popupsRoute([{ id: 7, title: 'Hello', message: '<p>x</p>', type: 'banner' }]) });
    await renderApp('/');
    const dialog = await shownPopup();
    expect(dialog.dataset['popupType']).toBe('info');
    expect(dialog.className).toContain('popup--info');
    expect(within(dialog).getByText('Information')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('popup-ok'));
    expect(window.sessionStorage.getItem('popup_7_dismissed_session')).not.toBeNull();
    await waitUntilGone('Hello');
  });

  it('strips malicious HTML in the browser before rendering, keeping the allowed formatting', async () => {
    const message =
      '<p onclick="alert(1)">Hi <strong>there</strong></p><script>window.hacked = true</script>' +
      '<img src="x" onerror="window.hacked = true"><img src="https://cdn.example/a.png" alt="Cover" onload="x()">' +
      '<a href="javascript:alert(1)">bad</a><a href="jav&#x09;ascript:alert(1)">tab</a><a href="https://soundpost.example" target="_blank">good</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><p style="color:red">styled</p>' +
      '<form action="https://evil.example"><input name="p"><button>Go</button></form><svg onload="alert(1)"></svg>';
    mockApi({ routes: popupsRoute([{ id: 'x', title: 'Tricky', message, type: 'info' }]) });
    await renderApp('/');
    const body = within(await shownPopup()).getByTestId('popup-body');

    expect(body.innerHTML).not.toMatch(/<script|onclick|onerror|onload|javascript:|<iframe|<style|style=|<form|<input|<button|<svg/i);
    expect(body.querySelector('strong')?.textContent).toBe('there');
    expect(body.querySelectorAll('img')).toHaveLength(1);
    expect(body.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([null, null, 'https://soundpost.example']);
    expect(links.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('moves focus into the popup, keeps Tab inside, locks the page scroll, and restores both on close', async () => {
    // The answer waits until the page has a focused element, so the test knows where focus must come back to.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi({ routes: { 'GET /popups': async () => answered.then(() => ({ body: [first] })) } });
    await renderApp('/');
    const main = screen.getByTestId('main');
    main.focus();
    expect(document.body.style.overflow).toBe('');
    answer();

    const dialog = await shownPopup();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    expect(document.body.style.overflow).toBe('hidden');

    const ok = within(dialog).getByTestId('popup-ok');
    const close = within(dialog).getByTestId('popup-close');
    ok.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);

    fireEvent.click(ok);
    await waitUntilGone(first.title);
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(main);
  });

  it.each([
    ['a non-OK answer', { status: 500, body: { message: 'boom' } }],
    ['a network failure', 'network-error' as const],
    ['a body that is not a list', { body: { message: 'nothing here' } }],
  ])('shows nothing after %s', async (_name, answer) => {
    const fetchMock = mockApi({ routes: { 'GET /popups': answer } });
    await renderApp('/');
    await waitFor(() => expect(callsTo(fetchMock, '/api/popups')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('calls GET /popups without credentials, even when signed in', async () => {
    window.localStorage.setItem('artist_token', 'secret-token');
    const fetchMock = mockApi({ routes: popupsRoute([]) });
    await renderApp('/');
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /popups')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'GET /popups')[0].headers['Authorization']).toBeUndefined();
  });
});

describe('<PopupHost base>', () => {
  it('reads the popups from the given API base', async () => {
    const fetchMock = mockApi();
    const served = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/custom/api/popups') return new Response(JSON.stringify([first]), { status: 200 });
      return served(input, init);
    });
    const { i18n, ready } = createI18n({ lng: 'en' });
    await act(async () => {
      await ready;
    });
    render(
      <I18nextProvider i18n={i18n}>
        <PopupHost base="/custom/api" />
      </I18nextProvider>,
    );
    expect(within(await shownPopup()).getByRole('heading').textContent).toBe(first.title);
  });
});

describe('readPopups', () => {
  it('reads the array of the spec and tolerates envelopes and bad entries', () => {
    expect(readPopups([first, { id: 3, title: 'T', message: 'M', type: 'ERROR ' }])).toEqual([
      { ...first },
      { id: '3', title: 'T', message: 'M', type: 'error' },
    ]);
    expect(readPopups({ popups: [first] })).toHaveLength(1);
    expect(readPopups({ data: [first] })).toHaveLength(1);
    expect(readPopups([null, 'x', { title: 'no id' }, { id: '', title: 'T' }, { id: 'e', title: ' ', message: '' }])).toEqual([]);
    expect(readPopups('nope')).toEqual([]);
  });
});

describe('the browser sanitizer', () => {
  const sanitize = createPopupSanitizer(createDOMPurify);

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="https://x.example/a.png" onerror="alert(1)" width="50%" height="40">', '<img src="https://x.example/a.png" height="40">'],
    ['<img src="http://x.example/a.png"><img src="data:image/png;base64,AA"><img src="/a.png">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="data:text/html,x">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="/pricing" target="_top" rel="opener">x</a>', '<a href="/pricing" rel="noopener noreferrer">x</a>'],
    ['<a href="mailto:help@soundpost.example" target="_blank">m</a>', '<a href="mailto:help@soundpost.example" target="_blank" rel="noopener noreferrer">m</a>'],
    ['<iframe src="https://evil.example">f</iframe><p>after</p>', '<p>after</p>'],
    ['<p style="color:red" class="x" id="y">s</p><style>p{}</style>', '<p>s</p>'],
    ['<form><input name="p"><button>Go</button></form>', 'Go'],
    ['<svg onload="alert(1)"><circle /></svg><math><mi>x</mi></math>', ''],
    ['<object data="x"></object><embed src="x"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">', ''],
    ['<h1>A</h1><h4>D</h4><h5>E</h5><ul><li><em>i</em> <u>u</u> <b>b</b></li></ul><ol><li>1</li></ol><br>', '<h1>A</h1><h4>D</h4>E<ul><li><em>i</em> <u>u</u> <b>b</b></li></ul><ol><li>1</li></ol><br>'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitize(dirty)).toBe(clean);
  });

  it('uses the allowlist of the server', () => {
    expect(POPUP_HTML_ALLOWLIST).toEqual({
      tags: ['p', 'br', 'strong', 'em', 'b', 'i', 'u', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'a', 'img'],
      attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
      linkSchemes: ['http', 'https', 'mailto'],
      imageSchemes: ['https'],
      linkRel: 'noopener noreferrer',
    });
  });
});
