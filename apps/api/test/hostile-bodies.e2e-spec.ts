import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('Hostile bodies: JSON-holding fields and JSON types (real app)', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    staff = await newStaff(t);
  });
  afterAll(() => t?.close());

  it('a wallet adjust whose meta is empty or whitespace only is no meta (never a 500); text that is not a JSON object is 422', async () => {
    const artist = await approvedArtist(t);
    const walletId = (await call('GET', '/artist/wallet', artist.token)).body.id;
    const path = `/admin/wallets/${walletId}/adjust`;
    for (const meta of ['', ' ', '\t\n ']) {
      const res = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta });
      expect(res.status).toBe(200);
      const [entry] = await t.app.get(DataSource).query('SELECT meta FROM wallet_transactions WHERE id = $1', [res.body.transaction.id]);
      expect(entry.meta).toBeNull();
    }
    for (const meta of ['&amp;', ']]>', 'null', '"text"', '\uFFFE']) {
      const res = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors)).toEqual(['meta']);
    }
    const bad = await call('POST', path, staff.token, { type: 'credit', amount: 100, meta: '&lt;b&gt;' });
    expect(bad.body).toMatchObject({ message: 'Meta must be valid JSON.', errors: { meta: ['Meta must be valid JSON.'] } });
    // Three credits of 100, nothing from the refused ones.
    expect((await call('GET', '/artist/wallet', artist.token)).body.balance).toBe(300);
  });

  it('a plan whose features are whitespace only has none; features that are not a JSON object are 422', async () => {
    const key = `hostile-${randomUUID().slice(0, 8)}`;
    const created = await call('POST', '/admin/plans', staff.token, { name: 'Hostile', key, features: '   ' });
    expect(created.status).toBe(201);
    const refused = await call('POST', '/admin/plans', staff.token, { name: 'Hostile 2', key: `${key}-2`, features: ']]>' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.features).toEqual(['Features must be valid JSON (an object).']);
  });

  it('a split share sent as text ("99") is refused with the field’s message; the number 99 is accepted', async () => {
    const artist = await approvedArtist(t);
    const draft = await call('POST', '/artist/releases/draft', artist.token, { force_new: true });
    const path = `/artist/releases/${draft.body.release_id}/splits`;
    for (const share of ['99', ' 99 ', '', null, true]) {
      const res = await call('PUT', path, artist.token, { splits: [{ email: 'bassist@example.com', share }] });
      expect(res.status).toBe(422);
      expect(res.body.errors.splits).toEqual(['Enter a share above 0 and up to 100, with at most two decimals.']);
    }
    const ok = await call('PUT', path, artist.token, { splits: [{ email: 'bassist@example.com', share: 99 }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ owner_share: 1, splits: [{ email: 'bassist@example.com', share: 99 }] });
  });
});
