import { LINK_MESSAGES, type ReleaseLinkResponse } from '@soundpost/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { presetRange } from '../stats/stats-range';
import { linkFixture, statsAnswer } from './fixtures';

const STORES = [
  { id: 'spotify', name: 'Spotify', logo_url: '', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'deezer', name: 'Deezer', logo_url: '', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'tidal', name: 'TIDAL', logo_url: '', active: 1, supports_timed_release: 0, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
];

let objectUrls: jest.Mock;
let click: jest.SpyInstance;

beforeEach(() => {
  let n = 0;
  objectUrls = jest.fn(() => `blob:file-${++n}`);
  Object.assign(URL, { createObjectURL: objectUrls, revokeObjectURL: jest.fn() });
  click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

afterEach(() => click.mockRestore());

async function openLink(link: ReleaseLinkResponse, routes: MockApiOptions['routes'] = {}) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    me: { name: 'Nina' },
    routes: {
      'GET /artist/links': { body: { items: [link] } },
      'GET /artist/links/link-1/stats': statsAnswer,
      'GET /artist/stores': { body: { stores: STORES } },
      'GET /artist/releases/rel-1/link/qr.svg': { body: '<svg/>' },
      'GET /artist/releases/rel-1/link/qr.png': { body: 'png' },
      'GET /artist/releases/rel-1/promo': { body: 'zip' },
      ...Object.fromEntries(['square', 'story', 'landscape', 'banner'].map((k) => [`GET /artist/releases/rel-1/promo/${k}`, { body: k }])),
      ...routes,
    },
  });
  const app = await renderApp('/artist/links/link-1');
  await screen.findByTestId('link-stats-table-day');
  // The QR code and the four promo previews are in.
  await waitFor(() => expect(screen.getByTestId('link-promo-banner-preview')).toBeTruthy());
  return { fetchMock, ...app };
}

const stats = (fetchMock: jest.Mock) => requestsTo(fetchMock, 'GET /artist/links/link-1/stats');

describe('/artist/links/:id', () => {
  it('shows the last 28 days by day with the chart, then switches the table to store, channel and country, and to 7 and 90 days', async () => {
    const { fetchMock } = await openLink(linkFixture());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Midnight Drive');
    const first = stats(fetchMock)[0];
    expect(Object.fromEntries(first.query)).toEqual({ ...presetRange(28), group_by: 'day' });
    expect(first.headers['Authorization']).toBe('Bearer art-1');
    expect(await screen.findByTestId('link-stats-chart')).toBeTruthy();
    const days = screen.getByTestId('link-stats-table-day');
    expect(within(days).getAllByTestId('link-stats-row').map((r) => r.textContent)).toEqual(['Nov 1, 20261203025%', 'Nov 2, 2026802025%']);
    expect(Array.from(days.querySelectorAll('thead th'), (th) => th.textContent)).toEqual(['Day', 'Views', 'Clicks', 'CTR']);
    expect(screen.getByTestId('link-stats-totals-ctr').textContent).toBe('25%');

    fireEvent.click(screen.getByTestId('link-group-store'));
    const stores = await screen.findByTestId('link-stats-table-store');
    expect(within(stores).getAllByTestId('link-stats-row').map((r) => r.textContent)).toEqual(['Spotify03517.5%', 'Deezer0157.5%']);
    expect(screen.queryByTestId('link-stats-chart')).toBeNull();
    expect(screen.getByTestId('link-group-store').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(screen.getByTestId('link-group-channel'));
    const channels = await screen.findByTestId('link-stats-table-channel');
    expect(within(channels).getAllByTestId('link-stats-row').map((r) => r.textContent)).toEqual(['Direct1504026.7%', 'instagram501020%']);

    fireEvent.click(screen.getByTestId('link-group-country'));
    const countries = await screen.findByTestId('link-stats-table-country');
    expect(within(countries).getAllByTestId('link-stats-row').map((r) => r.textContent)).toEqual(['Portugal (PT)1904925.8%', 'Country not known10110%']);
    expect(stats(fetchMock).map((r) => r.query.get('group_by'))).toEqual(['day', 'store', 'channel', 'country']);

    for (const d of [7, 90]) {
      fireEvent.click(screen.getByTestId(`link-range-${d}`));
      await waitFor(() => expect(Object.fromEntries(stats(fetchMock).at(-1)?.query ?? [])).toEqual({ ...presetRange(d), group_by: 'country' }));
    }
    fireEvent.change(screen.getByTestId('link-from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('link-to'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(Object.fromEntries(stats(fetchMock).at(-1)?.query ?? [])).toEqual({ from: '2026-10-01', to: '2026-10-31', group_by: 'country' }));
    await screen.findByTestId('link-stats-table-country');
  });

  it('refuses a period longer than two years without asking', async () => {
    const { fetchMock } = await openLink(linkFixture());
    const before = stats(fetchMock).length;
    fireEvent.change(screen.getByTestId('link-from'), { target: { value: '2020-01-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(LINK_MESSAGES.statsRangeInvalid);
    expect(stats(fetchMock)).toHaveLength(before);
    expect((screen.getByTestId('link-stats-csv') as HTMLButtonElement).disabled).toBe(true);
  });

  it('downloads the CSV of exactly the view on screen, with the artist token', async () => {
    const { fetchMock } = await openLink(linkFixture(), { 'GET /artist/links/link-1/stats.csv': { body: 'key,views' } });
    fireEvent.click(screen.getByTestId('link-range-7'));
    fireEvent.click(screen.getByTestId('link-group-channel'));
    await screen.findByTestId('link-stats-table-channel');
    await act(async () => {
      fireEvent.click(screen.getByTestId('link-stats-csv'));
    });
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [csv] = requestsTo(fetchMock, 'GET /artist/links/link-1/stats.csv');
    expect(Object.fromEntries(csv.query)).toEqual({ ...presetRange(7), group_by: 'channel' });
    expect(csv.headers['Authorization']).toBe('Bearer art-1');
    const anchor = click.mock.contexts.at(-1) as HTMLAnchorElement;
    expect(anchor.download).toBe(`links-nova-lane-midnight-drive-${presetRange(7).from}-${presetRange(7).to}-channel.csv`);
  });

  it('creates a channel, shows its address with a copy button, refuses a bad name and a taken one, and deletes it', async () => {
    const channel = { id: 'ch-1', name: 'instagram', url: 'https://soundpost.test/l/nova-lane-midnight-drive?c=instagram', created_at: '2026-11-28T10:00:00Z' };
    const { fetchMock } = await openLink(linkFixture(), {
      'POST /artist/links/link-1/channels': [
        { status: 201, body: channel },
        { status: 409, body: { code: 'channel_taken', message: LINK_MESSAGES.channelTaken } },
      ],
      'DELETE /artist/links/link-1/channels/ch-1': { status: 204 },
    });
    expect(screen.getByTestId('link-channels-empty')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: 'Insta Gram!' } });
    fireEvent.click(screen.getByTestId('link-channel-add'));
    expect((await screen.findByTestId('link-channel-error')).textContent).toBe(LINK_MESSAGES.channelInvalid);
    expect(requestsTo(fetchMock, 'POST /artist/links/link-1/channels')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: 'instagram' } });
    fireEvent.click(screen.getByTestId('link-channel-add'));
    expect((await screen.findByTestId('link-channel-instagram-url')).textContent).toBe(channel.url);
    expect(requestsTo(fetchMock, 'POST /artist/links/link-1/channels')[0].body).toEqual({ name: 'instagram' });
    expect(screen.getByTestId('link-channel-instagram-copy').getAttribute('aria-label')).toBe(`Copy ${channel.url}`);
    expect((screen.getByLabelText('Channel name') as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByLabelText('Channel name'), { target: { value: 'instagram' } });
    fireEvent.click(screen.getByTestId('link-channel-add'));
    expect((await screen.findByTestId('link-channel-error')).textContent).toBe(LINK_MESSAGES.channelTaken);

    fireEvent.click(screen.getByRole('button', { name: 'Delete channel instagram' }));
    await waitFor(() => expect(screen.queryByTestId('link-channel-instagram')).toBeNull());
    expect(requestsTo(fetchMock, 'DELETE /artist/links/link-1/channels/ch-1')).toHaveLength(1);
    expect(screen.getByTestId('link-channels-empty')).toBeTruthy();
  });

  it('shows the server 409 under the link name, then saves the name, the store order, a store URL and extra links with PUT', async () => {
    const link = linkFixture({ extra_links: [{ label: 'Tour', url: 'https://nova.test/tour' }] });
    const { fetchMock } = await openLink(link, {
      'PUT /artist/releases/rel-1/link': [
        { status: 409, body: { code: 'slug_taken', message: LINK_MESSAGES.slugTaken } },
        (req) => ({ body: { ...link, ...(req.body as object), slug: 'midnight', url: 'https://soundpost.test/l/midnight' } }),
      ],
    });
    const slug = screen.getByLabelText('Link name') as HTMLInputElement;
    expect(slug.value).toBe('nova-lane-midnight-drive');
    fireEvent.change(slug, { target: { value: 'midnight' } });
    fireEvent.click(screen.getByTestId('link-save'));
    const error = await screen.findByTestId('link-slug-error');
    expect(error.textContent).toBe(LINK_MESSAGES.slugTaken);
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(slug.getAttribute('aria-describedby')).toBe('link-slug-error');

    // Deezer first; TIDAL added with the artist's own address; a second extra link.
    fireEvent.click(screen.getByRole('button', { name: 'Move Deezer up' }));
    await waitFor(() => expect(screen.getByTestId('link-store-add').querySelectorAll('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('link-store-add'), { target: { value: 'tidal' } });
    fireEvent.click(screen.getByTestId('link-store-add-button'));
    fireEvent.change(screen.getByLabelText('Your address on TIDAL'), { target: { value: 'https://tidal.com/album/9' } });
    fireEvent.click(screen.getByTestId('link-extra-add'));
    fireEvent.change(screen.getByTestId('link-extra-1-label'), { target: { value: 'Merch' } });
    fireEvent.change(screen.getByTestId('link-extra-1-url'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-extra-error')).textContent).toBe(LINK_MESSAGES.urlInvalid);
    expect(requestsTo(fetchMock, 'PUT /artist/releases/rel-1/link')).toHaveLength(1);

    fireEvent.change(screen.getByTestId('link-extra-1-url'), { target: { value: 'https://nova.test/merch' } });
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-edit-saved')).textContent).toBe('Saved.');
    expect(requestsTo(fetchMock, 'PUT /artist/releases/rel-1/link')[1].body).toEqual({
      slug: 'midnight',
      store_order: ['deezer', 'spotify', 'tidal'],
      store_urls: { tidal: 'https://tidal.com/album/9' },
      extra_links: [
        { label: 'Tour', url: 'https://nova.test/tour' },
        { label: 'Merch', url: 'https://nova.test/merch' },
      ],
    });
    expect(screen.queryByTestId('link-slug-error')).toBeNull();
    // The page shows the saved address.
    expect(screen.getByTestId('link-detail-url').textContent).toBe('https://soundpost.test/l/midnight');
    // The QR code draws the new address: it is asked for again.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/releases/rel-1/link/qr.svg')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('link-qr-preview')).toBeTruthy());
  });

  it('shows a 422 under the field it names (or, without field names, the field its text is about), and other failures above Save', async () => {
    await openLink(linkFixture(), {
      'PUT /artist/releases/rel-1/link': [
        { status: 422, body: { message: 'The given data was invalid.', errors: { slug: [LINK_MESSAGES.slugReserved] } } },
        { status: 422, body: { message: LINK_MESSAGES.slugInvalid, code: 'validation_failed' } },
        { status: 422, body: { message: 'The given data was invalid.', errors: { 'extra_links.0.url': [LINK_MESSAGES.urlInvalid] } } },
        { status: 500, body: {} },
      ],
    });
    fireEvent.change(screen.getByLabelText('Link name'), { target: { value: 'my-page' } });
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-slug-error')).textContent).toBe(LINK_MESSAGES.slugReserved);
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-slug-error')).textContent).toBe(LINK_MESSAGES.slugInvalid);
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-extra-error')).textContent).toBe(LINK_MESSAGES.urlInvalid);
    expect(screen.queryByTestId('link-slug-error')).toBeNull();
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-edit-error')).textContent).toBe('The link could not be saved. Try again in a moment.');
  });

  it('shows the server texts in the reader language', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({
      me: { name: 'Nina' },
      routes: {
        'GET /artist/links': { body: { items: [linkFixture()] } },
        'GET /artist/links/link-1/stats': statsAnswer,
        'GET /artist/stores': { body: { stores: STORES } },
        'PUT /artist/releases/rel-1/link': { status: 409, body: { code: 'slug_taken', message: LINK_MESSAGES.slugTaken } },
      },
    });
    await renderApp('/artist/links/link-1', { lng: 'fr' });
    await screen.findByTestId('link-stats-table-day');
    fireEvent.click(screen.getByTestId('link-save'));
    expect((await screen.findByTestId('link-slug-error')).textContent).toBe('Ce nom de lien est déjà pris. Choisissez-en un autre.');
    expect(screen.getByTestId('link-group-country').textContent).toBe('Pays');
    await waitFor(() => expect(screen.queryAllByTestId('link-qr-preview-failed')).toHaveLength(1));
  });

  it('previews the QR code and the four promo images with the artist token, and downloads each, the QR as PNG or SVG, and all as a zip', async () => {
    const { fetchMock } = await openLink(linkFixture());
    expect(screen.getByTestId('link-qr-preview').getAttribute('alt')).toBe('QR code of https://soundpost.test/l/nova-lane-midnight-drive');
    expect(screen.getByTestId('link-qr-preview').getAttribute('src')).toMatch(/^blob:file-/);
    for (const kind of ['square', 'story', 'landscape', 'banner']) {
      expect(screen.getByTestId(`link-promo-${kind}-preview`).getAttribute('src')).toMatch(/^blob:file-/);
      expect(requestsTo(fetchMock, `GET /artist/releases/rel-1/promo/${kind}`)[0].headers['Authorization']).toBe('Bearer art-1');
    }
    expect(screen.getByTestId('link-promo-story').textContent).toContain('1080×1920');

    const downloads: [string, string, string][] = [
      ['link-qr-png', 'GET /artist/releases/rel-1/link/qr.png', 'nova-lane-midnight-drive-qr.png'],
      ['link-qr-svg', 'GET /artist/releases/rel-1/link/qr.svg', 'nova-lane-midnight-drive-qr.svg'],
      ['link-promo-landscape-download', 'GET /artist/releases/rel-1/promo/landscape', 'nova-lane-midnight-drive-landscape.png'],
      ['link-promo-zip', 'GET /artist/releases/rel-1/promo', 'nova-lane-midnight-drive-promo.zip'],
    ];
    for (const [button, route, fileName] of downloads) {
      const before = requestsTo(fetchMock, route).length;
      click.mockClear();
      await act(async () => {
        fireEvent.click(screen.getByTestId(button));
      });
      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(requestsTo(fetchMock, route)).toHaveLength(before + 1);
      expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(fileName);
    }
    expect(screen.getByRole('button', { name: 'Download the Banner image' })).toBeTruthy();
  });

  it('says so when the link is not the artist’s', async () => {
    localStorage.setItem('artist_token', 'art-1');
    mockApi({ me: { name: 'Nina' }, routes: { 'GET /artist/links': { body: { items: [] } } } });
    await renderApp('/artist/links/other');
    expect((await screen.findByTestId('link-not-found')).textContent).toBe(LINK_MESSAGES.linkNotFound);
  });
});
