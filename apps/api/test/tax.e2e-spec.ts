import { TAX_MESSAGES, type TaxItemListResponse, type TaxItemResponse } from '@soundpost/contracts';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Tax items (/artist/tax) over HTTP', () => {
  let t: TestApp;
  let artist: { id: string; token: string };

  const call = (method: string, token?: string, json?: unknown) => t.api('/api/artist/tax', { method, token, json });

  beforeAll(async () => {
    t = await createTestApp();
    artist = await newArtist(t);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and to a staff token, on both routes', async () => {
    const staff = await newStaff(t);
    for (const token of [undefined, staff.token]) {
      expect((await call('GET', token)).status).toBe(401);
      expect((await call('POST', token, { name: 'x' })).status).toBe(401);
    }
  });

  it("creates an item and lists the artist's own, newest first", async () => {
    const created = await call('POST', artist.token, { name: '  First  ' });
    expect(created.status).toBe(201);
    const first = (await created.json()) as TaxItemResponse;
    expect(first).toEqual({ id: expect.any(String), name: 'First', created_at: expect.any(String) });
    const second = (await (await call('POST', artist.token, { name: 'Second' })).json()) as TaxItemResponse;

    const list = await call('GET', artist.token);
    expect(list.status).toBe(200);
    expect(((await list.json()) as TaxItemListResponse).items.map((i) => i.id)).toEqual([second.id, first.id]);

    const someoneElse = await newArtist(t);
    await expect((await call('GET', someoneElse.token)).json()).resolves.toEqual({ items: [] });
  });

  it('refuses a missing, blank or too long name with 422 naming the field', async () => {
    for (const json of [{}, { name: '   ' }, { name: 'x'.repeat(256) }, { name: 'ok', extra: 1 }]) {
      const res = await call('POST', artist.token, json);
      expect({ json, status: res.status }).toEqual({ json, status: 422 });
    }
    const blank = (await (await call('POST', artist.token, { name: ' ' })).json()) as { errors: Record<string, string[]> };
    expect(blank.errors).toEqual({ name: [TAX_MESSAGES.nameRequired] });
  });
});
