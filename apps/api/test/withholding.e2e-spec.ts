import { randomUUID } from 'node:crypto';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

/**
 * US withholding at royalty posting (issue 31): US-source lines (US and its territories) are withheld at the account's rate
 * (W-9 0%, a valid W-8 treaty claim its rate, no form or an expired form 30%), floor(gross_us × rate / 10000) in cents, written
 * as its own completed `withholding` debit in the posting's transaction; wallet, transactions, statements, the CSV export and
 * the read model show gross, withheld and net.
 */

const HEADER = 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency';

type FormKind = 'w9' | 'treaty' | 'expired';

describe('Withholding: US tax held back at royalty posting (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  });
  afterEach(async () => {
    // The ledger invariant after every test: each cached balance equals its entries.
    await expect(t.app.get(LedgerService).verify()).resolves.toEqual([]);
  });
  afterAll(() => t?.close());

  /** An approved artist with one release, whose track has an ISRC. */
  async function catalogue(limits: { maxExtraArtists?: number } = {}) {
    const artist = await approvedArtist(t, limits);
    const release = await completeRelease(t, artist, call);
    const [{ isrc }] = await db.query('SELECT isrc FROM tracks WHERE release_id = $1', [release.id]);
    return { artist, releaseId: release.id, isrc: isrc as string };
  }

  /**
   * A tax form on file, written as the tax domain stores it: a W-9 (US person), a W-8BEN with a treaty claim at `rateBp`,
   * or a W-8BEN that expired at the end of 2025.
   */
  async function giveForm(accountId: string, kind: FormKind, rateBp = 1500): Promise<void> {
    const w9 = kind === 'w9';
    const expired = kind === 'expired';
    await db.query(
      `INSERT INTO tax_forms (account_id, kind, payee_name, country, address, treaty_country, treaty_article, treaty_rate_bp, treaty_income_type,
                              tin_type, signer_name, signature, signed_at, expires_at, citizenship_country, date_of_birth)
       VALUES ($1, $2, 'Zoë Ñandú', $3, '{"line1": "1 Rua Azul", "city": "Lisboa", "country": "PT"}', $4, $5, $6, $7, $8, 'Zoë Ñandú', 'Zoë Ñandú', $9, $10, $11, $12)`,
      [
        accountId,
        w9 ? 'w9' : 'w8ben',
        w9 ? 'US' : 'PT',
        kind === 'treaty' ? 'PT' : null,
        kind === 'treaty' ? '12' : null,
        kind === 'treaty' ? rateBp : null,
        kind === 'treaty' ? 'royalties' : null,
        w9 ? 'ssn' : null,
        expired ? '2022-03-01T00:00:00Z' : new Date().toISOString(),
        w9 ? null : expired ? '2025-12-31T23:59:59Z' : `${new Date().getUTCFullYear() + 3}-12-31T23:59:59Z`,
        w9 ? null : 'PT',
        w9 ? null : '1990-01-01',
      ],
    );
  }

  const row = (isrc: string, territory: string, revenue: string) => `2026-01-01,2026-01-31,Spotify,${territory},${isrc},,10,${revenue},EUR`;

  async function postReport(lines: string[]): Promise<string> {
    const body = new FormData();
    body.append('store_id', 'spotify');
    body.append('period_start', '2026-01-01');
    body.append('period_end', '2026-01-31');
    // A random comment-like unmatched line keeps each file's checksum unique.
    const csv = [HEADER, ...lines, `2026-01-01,2026-01-31,Spotify,${randomUUID().slice(0, 8)},,,0,0,EUR`].join('\n') + '\n';
    body.append('file', new Blob([csv], { type: 'text/csv' }), `report-${randomUUID()}.csv`);
    const imported = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
    expect(imported.status).toBe(201);
    const { id } = (await imported.json()) as { id: string };
    const posted = await call('POST', `/admin/royalties/imports/${id}/post`, staff.token);
    expect(posted.status).toBe(200);
    return id;
  }

  /** The account's royalty and withholding entries of one import, oldest first. */
  const entriesOf = (userId: string) =>
    db.query(
      `SELECT t.type, t.kind, t.status, t.amount_cents::int AS amount, t.external_ref, t.description, t.meta
         FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE w.user_id = $1 ORDER BY t.created_at, t.type`,
      [userId],
    );

  async function walletOf(artist: TestArtist) {
    const res = await call('GET', '/artist/wallet', artist.token);
    expect(res.status).toBe(200);
    return res.body;
  }

  it('withholds 0% with a W-9, the treaty rate with a valid W-8, 30% without a form or with an expired one, in exact cents, on US-source lines only', async () => {
    const a = await catalogue(); // W-9
    const b = await catalogue(); // W-8BEN, treaty 15%
    const c = await catalogue(); // no form
    const d = await catalogue(); // expired W-8BEN
    await giveForm(a.artist.id, 'w9');
    await giveForm(b.artist.id, 'treaty', 1500);
    await giveForm(d.artist.id, 'expired');

    const importId = await postReport([
      // a: US 10.01 + FR 5.00 → gross 1501, US 1001, 0% → 0.
      row(a.isrc, 'US', '10.01'),
      row(a.isrc, 'FR', '5.00'),
      // b: US 10.01 + PR 3.33 (a US territory) + DE 2.00 → gross 1534, US 1334, 15% → 200.1 → 200.
      row(b.isrc, 'US', '10.01'),
      row(b.isrc, 'PR', '3.33'),
      row(b.isrc, 'DE', '2.00'),
      // c: US 0.07 + GB 1.00 → gross 107, US 7, 30% → 2.1 → 2.
      row(c.isrc, 'US', '0.07'),
      row(c.isrc, 'GB', '1.00'),
      // d: VI 9.99 (US Virgin Islands) + FR 0.01 → gross 1000, US 999, 30% → 299.7 → 299.
      row(d.isrc, 'VI', '9.99'),
      row(d.isrc, 'FR', '0.01'),
    ]);
    const period = '2026-01';
    const ref = `royalty-import:${importId}`;
    const expected = [
      { who: a, gross: 1501, us: 1001, rate: 0, basis: 'w9', withheld: 0 },
      { who: b, gross: 1534, us: 1334, rate: 1500, basis: 'treaty', withheld: 200 },
      { who: c, gross: 107, us: 7, rate: 3000, basis: 'no_form', withheld: 2 },
      { who: d, gross: 1000, us: 999, rate: 3000, basis: 'expired', withheld: 299 },
    ];
    const year = new Date().getUTCFullYear();

    for (const x of expected) {
      const net = x.gross - x.withheld;
      const meta = { import_id: importId, period, gross_us_cents: x.us, rate_bp: x.rate, basis: x.basis };
      // Ledger rows: the credit carries the US-source figures; the withholding is its own completed debit (none at 0).
      const entries = await entriesOf(x.who.artist.id);
      expect(entries[0]).toMatchObject({ type: 'credit', kind: 'royalty', status: 'completed', amount: x.gross, external_ref: ref, meta });
      if (x.withheld > 0) {
        expect(entries).toHaveLength(2);
        expect(entries[1]).toMatchObject({
          type: 'debit',
          kind: 'withholding',
          status: 'completed',
          amount: x.withheld,
          external_ref: ref,
          meta: { ...meta, credit_id: expect.any(String) },
        });
        expect(entries[1].description).toMatch(new RegExp(`^US tax withheld: ${x.rate / 100}% of EUR ${(x.us / 100).toFixed(2)} US-source royalties \\(2026-01\\)$`));
      } else {
        expect(entries).toHaveLength(1);
      }

      // The wallet: balance is the net; earnings gross, withheld, net (lifetime and this year).
      const wallet = await walletOf(x.who.artist);
      expect(wallet.balance).toBe(net);
      expect(wallet.earnings).toEqual({
        gross_cents: x.gross,
        withheld_cents: x.withheld,
        net_cents: net,
        this_year: { year, gross_cents: x.gross, withheld_cents: x.withheld, net_cents: net },
      });

      // The transactions list carries each entry's kind.
      const txs = await call('GET', '/artist/wallet/transactions', x.who.artist.token);
      expect(txs.body.data.map((tx: { kind: string; type: string; amount: number }) => [tx.kind, tx.type, tx.amount]).sort()).toEqual(
        (x.withheld > 0 ? [['royalty', 'credit', x.gross], ['withholding', 'debit', x.withheld]] : [['royalty', 'credit', x.gross]]).sort(),
      );

      // The statement of the posted report: gross, withheld, net.
      const summary = await call('GET', '/artist/royalties/summary?from=2026-01&to=2026-01', x.who.artist.token);
      expect(summary.status).toBe(200);
      expect(summary.body.statements).toEqual([
        { import_id: importId, store: 'Spotify', period_start: '2026-01-01', period_end: '2026-01-31', posted_at: expect.any(String), gross_cents: x.gross, withheld_cents: x.withheld, net_cents: net },
      ]);
      expect(summary.body.statements_total).toEqual({ gross_cents: x.gross, withheld_cents: x.withheld, net_cents: net });
      expect(summary.body.total_cents).toBe(x.gross);

      // The staff CSV export has the withholding line.
      const csv = await t.api(`/api/admin/wallets/transactions/export?user_id=${x.who.artist.id}`, { token: staff.token });
      expect(csv.status).toBe(200);
      const text = await csv.text();
      const lines = text.trim().split('\r\n');
      expect(lines).toHaveLength(x.withheld > 0 ? 3 : 2);
      expect(lines.some((l) => l.includes(',credit,') && l.includes(`,${(x.gross / 100).toFixed(2)},completed,`))).toBe(true);
      if (x.withheld > 0) expect(lines.some((l) => l.includes(',debit,') && l.includes(`,${(x.withheld / 100).toFixed(2)},completed,"US tax withheld: `))).toBe(true);

      // The read model the tax report joins.
      const [model] = await db.query(
        `SELECT year, gross_cents::int AS gross, gross_us_cents::int AS us, withheld_cents::int AS withheld, rate_bp, basis FROM wallet_us_withholding WHERE account_id = $1`,
        [x.who.artist.id],
      );
      expect(model).toEqual({ year, gross: x.gross, us: x.us, withheld: x.withheld, rate_bp: x.rate, basis: x.basis });
    }

    // The import's credited total is the gross; the withholding is separate.
    const detail = await call('GET', `/admin/royalties/imports/${importId}`, staff.token);
    expect(detail.body.credited_cents).toBe(1501 + 1534 + 107 + 1000);
  });

  it('divides a split between two accounts with different rates exactly, the held share withheld when it is released', async () => {
    const owner = await catalogue({ maxExtraArtists: 1 });
    const collaborator = await approvedArtist(t);
    await giveForm(owner.artist.id, 'treaty', 1000);
    const split = await call('PUT', `/artist/releases/${owner.releaseId}/splits`, owner.artist.token, { splits: [{ email: collaborator.email, share: 33.33 }] });
    expect(split.status).toBe(200);

    // Each 1.00 line: collaborator ⌊100 × 3333 / 10000⌋ = 33 (remainder 3300), owner 66 (remainder 6700) + the spare cent = 67.
    // Owner: 134 gross, 67 US → 10% → 6.7 → 6. Collaborator (no form): 66 gross, 33 US → 30% → 9.9 → 9.
    const importId = await postReport([row(owner.isrc, 'US', '1.00'), row(owner.isrc, 'FR', '1.00')]);
    const ownerEntries = await entriesOf(owner.artist.id);
    expect(ownerEntries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['royalty', 134],
      ['withholding', 6],
    ]);
    expect(ownerEntries[0].meta).toMatchObject({ gross_us_cents: 67, rate_bp: 1000, basis: 'treaty' });
    expect(await entriesOf(collaborator.id)).toEqual([]);

    const invitations = await call('GET', '/artist/splits/invitations', collaborator.token);
    const accepted = await call('POST', `/artist/splits/invitations/${invitations.body.invitations[0].id}/accept`, collaborator.token);
    expect(accepted.body).toMatchObject({ released_cents: 66 });
    const released = await entriesOf(collaborator.id);
    expect(released.map((e: { kind: string; amount: number; external_ref: string }) => [e.kind, e.amount, e.external_ref])).toEqual([
      ['royalty', 66, expect.stringMatching(new RegExp(`^royalty-import:${importId}:split:`))],
      ['withholding', 9, expect.stringMatching(new RegExp(`^royalty-import:${importId}:split:`))],
    ]);
    expect(released[1].meta).toMatchObject({ import_id: importId, gross_us_cents: 33, rate_bp: 3000, basis: 'no_form' });
    // Every cent of the line is accounted for: 134 + 66 = 200.
    const ownerWallet = await walletOf(owner.artist);
    const collaboratorWallet = await walletOf(collaborator);
    expect(ownerWallet.earnings).toMatchObject({ gross_cents: 134, withheld_cents: 6, net_cents: 128 });
    expect(collaboratorWallet.earnings).toMatchObject({ gross_cents: 66, withheld_cents: 9, net_cents: 57 });
    expect(ownerWallet.balance + collaboratorWallet.balance + 6 + 9).toBe(200);
    const statement = await call('GET', '/artist/royalties/summary?from=2026-01&to=2026-01', collaborator.token);
    expect(statement.body.statements).toEqual([expect.objectContaining({ import_id: importId, gross_cents: 66, withheld_cents: 9, net_cents: 57 })]);
  });

  it('withholds nothing on a US part that returns cancel, and never more than was credited', async () => {
    const x = await catalogue();
    // US +0.50 and a US return of −0.80: the US part is negative, so nothing is withheld on the 2.70 credited.
    await postReport([row(x.isrc, 'US', '0.50'), row(x.isrc, 'US', '-0.80'), row(x.isrc, 'BR', '3.00')]);
    const entries = await entriesOf(x.artist.id);
    expect(entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([['royalty', 270]]);
    expect(entries[0].meta).toMatchObject({ gross_us_cents: 0, rate_bp: 3000, basis: 'no_form' });

    // A US sale of 5.00 with a 4.00 return elsewhere: credited 1.00, the US part held to it → 30% of 100 = 30.
    const y = await catalogue();
    await postReport([row(y.isrc, 'US', '5.00'), row(y.isrc, 'BR', '-4.00')]);
    const yEntries = await entriesOf(y.artist.id);
    expect(yEntries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['royalty', 100],
      ['withholding', 30],
    ]);
  });

  it('previews a payout: amount, fee, net, the tax withheld so far and the standing with its rate; 422 on a bad amount or method', async () => {
    const x = await catalogue();
    await postReport([row(x.isrc, 'US', '100.00')]);
    const res = await call('GET', '/artist/wallet/payouts/preview?amount_cents=5000&method=paypal', x.artist.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      amount_cents: 5000,
      fee_cents: 0,
      net_cents: 5000,
      currency: 'eur',
      withheld_to_date_cents: 3000,
      tax_standing: { status: 'missing', rate_bp: 3000, reason: expect.any(String), fix_url: '/artist/wallet/tax' },
    });
    await giveForm(x.artist.id, 'treaty', 1500);
    const withForm = await call('GET', '/artist/wallet/payouts/preview?amount_cents=7001&method=bank', x.artist.token);
    expect(withForm.body).toMatchObject({ amount_cents: 7001, net_cents: 7001, withheld_to_date_cents: 3000, tax_standing: { status: 'valid', rate_bp: 1500 } });

    const bad = await call('GET', '/artist/wallet/payouts/preview?amount_cents=12.5&method=carrier-pigeon', x.artist.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount_cents', 'method']);
    expect((await call('GET', '/artist/wallet/payouts/preview?amount_cents=0&method=paypal', x.artist.token)).status).toBe(422);
    expect((await call('GET', '/artist/wallet/payouts/preview?amount_cents=5000&method=paypal')).status).toBe(401);
  });
});
