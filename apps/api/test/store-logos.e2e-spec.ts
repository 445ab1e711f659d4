import { JSDOM } from 'jsdom';
import { DataSource } from 'typeorm';
import { createTestApp, TestApp } from './test-app';

const { DOMParser } = new JSDOM('').window;

describe('Store logos over HTTP: GET /api/stores/{id}/logo.svg', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('serves every active store of the public catalogue a well-formed SVG mark with its monogram', async () => {
    const list = await t.api('/api/stores');
    expect(list.status).toBe(200);
    const stores: Array<{ id: string; name: string; logo_url: string }> = (await list.json()).stores;
    expect(stores).toHaveLength(55);

    for (const store of stores) {
      expect(store.logo_url).toBe(`/api/stores/${store.id}/logo.svg`);
      const res = await t.api(store.logo_url);
      expect([store.id, res.status]).toEqual([store.id, 200]);
      expect([store.id, res.headers.get('content-type')]).toEqual([store.id, 'image/svg+xml; charset=utf-8']);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await res.text();
      const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
      expect([store.id, doc.getElementsByTagName('parsererror').length]).toEqual([store.id, 0]);
      expect(doc.documentElement.localName).toBe('svg');
      expect(doc.documentElement.namespaceURI).toBe('http://www.w3.org/2000/svg');
      expect(doc.documentElement.getAttribute('aria-label')).toBe(store.name);
      const monogram = doc.querySelector('text')?.textContent?.trim() ?? '';
      expect([store.id, monogram]).toEqual([store.id, expect.stringMatching(/^[A-Z0-9]{1,2}$/)]);
      expect(doc.querySelectorAll('path').length).toBeGreaterThan(0);
    }
  });

  it('stores the new marks in the database: no store keeps the old initials-only drawing', async () => {
    const rows: Array<{ id: string; logo_svg: string }> = await t.app.get(DataSource).query(`SELECT id, logo_svg FROM stores ORDER BY sort_order`);
    expect(rows).toHaveLength(55);
    for (const row of rows) expect([row.id, row.logo_svg.includes('<path ')]).toEqual([row.id, true]);
  });

  it('still serves the logo of a store that was switched off (old releases show it)', async () => {
    await t.app.get(DataSource).query(`UPDATE stores SET active = false WHERE id = 'joox'`);
    const res = await t.api('/api/stores/joox/logo.svg');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('>JX</text>');
    await t.app.get(DataSource).query(`UPDATE stores SET active = true WHERE id = 'joox'`);
  });
});
