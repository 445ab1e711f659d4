import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { runSeeds } from '@soundpost/server-platform';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { mailboxFor } from './support/mailbox';
import { approvedArtist, caller, completeRelease, newStaff, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

const HEADER = 'period_start,period_end,store,territory,isrc,upc,units,revenue,currency';

let isrcCounter = 0;
/** A valid, unique ISRC for this run. */
const newIsrc = () => `QZ${'T'}${String(process.pid % 100).padStart(2, '0')}26${String(++isrcCounter).padStart(5, '0')}`.slice(0, 12);
let upcCounter = 0;
const newUpc = () => `7${String(process.pid).padStart(7, '0').slice(-7)}${String(++upcCounter).padStart(4, '0')}`;

describe('Royalties: reports in, splits, wallet credits out, statements (real app)', () => {
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
  afterAll(() => t?.close());

  /** An approved artist with a release whose one track has an ISRC and whose release has a UPC. */
  async function catalogue(limits: { maxExtraArtists?: number } = {}) {
    const artist = await approvedArtist(t, limits);
    const release = await completeRelease(t, artist, call);
    const isrc = newIsrc();
    const upc = newUpc();
    await db.query('UPDATE tracks SET isrc = $2 WHERE release_id = $1', [release.id, isrc]);
    await db.query('UPDATE releases SET upc = $2 WHERE id = $1', [release.id, upc]);
    const [{ id: trackId }] = await db.query('SELECT id FROM tracks WHERE release_id = $1', [release.id]);
    return { artist, releaseId: release.id, trackId: trackId as string, isrc, upc };
  }

  /** Uploads a report as staff; the file name is unique unless given. */
  async function upload(content: string | Buffer, fields: Record<string, string> = {}, name = `report-${randomUUID()}.csv`) {
    const body = new FormData();
    body.append('store_id', fields.store_id ?? 'spotify');
    body.append('period_start', fields.period_start ?? '2026-01-01');
    body.append('period_end', fields.period_end ?? '2026-01-31');
    for (const [k, v] of Object.entries(fields)) if (!['store_id', 'period_start', 'period_end'].includes(k)) body.append(k, v);
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    body.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), name);
    const res = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
    return { status: res.status, body: await res.json() };
  }

  /** The tables named as an import's partition of royalty_lines (attached or not), and the partition holding an import's lines. */
  const partitionTables = async (): Promise<string[]> =>
    (await db.query(`SELECT relname FROM pg_class WHERE relname ~ '^royalty_lines_[0-9a-f]{32}$' ORDER BY relname`)).map((r: { relname: string }) => r.relname);
  const partitionOf = (importId: string) => `royalty_lines_${importId.replace(/-/g, '')}`;

  /** A report in Soundpost's layout; a random comment line keeps each file's checksum unique. */
  const report = (lines: string[]) => [HEADER, ...lines].join('\n') + '\n';
  const line = (isrc: string, upc: string, revenue: string, { territory = 'PT', units = '10', currency = 'EUR', store = 'Spotify' } = {}) =>
    `2026-01-01,2026-01-31,${store},${territory},${isrc},${upc},${units},${revenue},${currency}`;
  const unique = () => line('', '', '0', { territory: randomUUID().slice(0, 8) });

  const balance = async (userId: string): Promise<number> => {
    const [row] = await db.query('SELECT balance_cents::int AS b FROM wallets WHERE user_id = $1', [userId]);
    return row?.b ?? 0;
  };
  const royaltyEntries = (userId: string): Promise<Array<{ amount: number; external_ref: string }>> =>
    db.query(
      `SELECT t.amount_cents::int AS amount, t.external_ref FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id
        WHERE w.user_id = $1 AND t.kind = 'royalty' ORDER BY t.created_at`,
      [userId],
    );
  const post = (id: string) => call('POST', `/admin/royalties/imports/${id}/post`, staff.token);
  const putSplits = (artist: TestArtist, path: string, splits: unknown) => call('PUT', path, artist.token, { splits });

  it('matches lines by ISRC and by UPC, keeps unmatched lines with their reasons and reports bad lines by number', async () => {
    const a = await catalogue();
    const res = await upload(
      report([
        line(a.isrc, '', '1.50'),
        line('', a.upc, '2.25', { territory: 'FR' }),
        line('ZZZ999900001', '', '0.10'),
        line('', '', '0.20'),
        line(a.isrc, '', ''),
        line(a.isrc, '', '12,3,4'.replace(/,/g, ';')),
        line('ZZZ999900002', '999999999999', '0.30'),
        line('', '999999999998', '0.40'),
      ]),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lines: 8, matched: 2, unmatched: 4, bad: 2, revenue_cents: 475, matched_cents: 375, unmatched_cents: 100, status: 'imported' });
    // The header is line 1: the fifth data line is file line 6.
    expect(res.body.bad_lines).toEqual([
      { line: 6, reason: 'No revenue.' },
      { line: 7, reason: 'Revenue is not a number: "12;3;4".' },
    ]);
    expect(res.body.by_territory).toEqual(expect.arrayContaining([{ key: 'FR', lines: 1, units: 10, revenue_cents: 225 }]));
    expect(res.body.by_store).toEqual([{ key: 'Spotify', lines: 6, units: 60, revenue_cents: 475 }]);

    const unmatched = await call('GET', `/admin/royalties/imports/${res.body.id}/unmatched`, staff.token);
    expect(unmatched.status).toBe(200);
    expect(unmatched.body.data.map((l: { line: number; reason: string }) => [l.line, l.reason])).toEqual([
      [4, 'unknown_isrc'],
      [5, 'no_identifier'],
      [8, 'unknown_isrc_and_upc'],
      [9, 'unknown_upc'],
    ]);
    const [matched] = await db.query(`SELECT matched_by, track_id FROM royalty_lines WHERE import_id = $1 AND line_no = 3`, [res.body.id]);
    expect(matched).toEqual({ matched_by: 'upc', track_id: null });

    // Manual matching: the unknown ISRC line goes to the artist's release by its UPC.
    const lineId = unmatched.body.data[0].id;
    const matchedByHand = await call('POST', `/admin/royalties/imports/${res.body.id}/lines/${lineId}/match`, staff.token, { upc: a.upc });
    expect(matchedByHand.status).toBe(200);
    expect(matchedByHand.body).toMatchObject({ matched: 3, unmatched: 3, matched_cents: 385 });
    expect((await call('POST', `/admin/royalties/imports/${res.body.id}/lines/${lineId}/match`, staff.token, { upc: a.upc })).status).toBe(409);
    expect((await call('POST', `/admin/royalties/imports/${res.body.id}/lines/${unmatched.body.data[1].id}/match`, staff.token, { isrc: 'ZZZ999900009' })).status).toBe(422);
  });

  it('keeps text as written through the COPY (tab, backslash, quotes) and writes nothing when the file breaks after thousands of lines', async () => {
    const a = await catalogue();
    const odd = await upload(report([line(a.isrc, '', '1.00', { store: '"Tab\there \\N back\\slash"' }), unique()]));
    expect(odd.status).toBe(201);
    const [stored] = await db.query('SELECT store FROM royalty_lines WHERE import_id = $1 AND line_no = 2', [odd.body.id]);
    expect(stored.store).toBe('Tab\there \\N back\\slash');

    // 30,000 good lines (several COPY chunks already sent), then a quote never closed.
    const before = await db.query('SELECT count(*)::int AS n FROM royalty_imports');
    const tablesBefore = await partitionTables();
    const many = Array.from({ length: 30_000 }, () => line(a.isrc, '', '0.01'));
    const broken = await upload(report([...many, unique(), `2026-01-01,2026-01-31,"Spotify,PT,${a.isrc},,1,0.01,EUR`]));
    expect(broken.status).toBe(422);
    expect(broken.body.errors.file[0]).toMatch(/^The report cannot be read: /);
    expect(await db.query('SELECT count(*)::int AS n FROM royalty_imports')).toEqual(before);
    // Its partition was created in the import's transaction: rolled back with it, attached or not.
    expect(await partitionTables()).toEqual(tablesBefore);
    // The connection that carried the failed COPY is usable again: the next import goes through.
    expect((await upload(report([line(a.isrc, '', '2.00'), unique()]))).status).toBe(201);
  });

  it('keeps each import’s lines in a partition of its own: an orphan line is refused, deleting an import drops its partition', async () => {
    const imported = await upload(report([unique(), unique()]));
    expect(imported.status).toBe(201);
    const other = await upload(report([unique()]));
    expect(other.status).toBe(201);
    expect(await db.query(`SELECT tableoid::regclass::text AS part, count(*)::int AS n FROM royalty_lines WHERE import_id IN ($1, $2) GROUP BY 1 ORDER BY 2 DESC`, [imported.body.id, other.body.id])).toEqual([
      { part: partitionOf(imported.body.id), n: 2 },
      { part: partitionOf(other.body.id), n: 1 },
    ]);
    // No import, no partition: the line has nowhere to go (there is no default partition).
    await expect(
      db.query(`INSERT INTO royalty_lines (import_id, line_no, month, store, units, currency, revenue, amount_cents) VALUES ($1, 2, '2026-01-01', 'S', 0, 'EUR', '0', 0)`, [randomUUID()]),
    ).rejects.toMatchObject({ code: '23514', message: expect.stringMatching(/no partition of relation "royalty_lines"/) });
    await expect(db.query(`UPDATE royalty_lines SET import_id = $2 WHERE import_id = $1`, [imported.body.id, randomUUID()])).rejects.toMatchObject({ code: '23514' });
    // Lines written through the parent into an import's partition are still checked, and kept.
    await db.query(`INSERT INTO royalty_lines (import_id, line_no, month, store, units, currency, revenue, amount_cents) VALUES ($1, 9, '2026-01-01', 'S', 0, 'EUR', '0', 0)`, [imported.body.id]);
    await db.query('DELETE FROM royalty_imports WHERE id = $1', [imported.body.id]);
    expect(await db.query('SELECT count(*)::int AS n FROM royalty_lines WHERE import_id = $1', [imported.body.id])).toEqual([{ n: 0 }]);
    expect(await partitionTables()).not.toContain(partitionOf(imported.body.id));
    expect(await partitionTables()).toContain(partitionOf(other.body.id));
  });

  it('refuses the same file twice with 409 naming the earlier import', async () => {
    const content = report([unique()]);
    const first = await upload(content);
    expect(first.status).toBe(201);
    const again = await upload(content, {}, 'renamed.csv');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('duplicate_report');
    expect(again.body.import_id).toBe(first.body.id);
    expect(again.body.message).toContain(first.body.id);
  });

  it('converts with the rate in exact cents (no float drift) and refuses foreign lines without a rate', async () => {
    const a = await catalogue();
    const lines = [line(a.isrc, '', '1.005', { currency: 'USD' }), line(a.isrc, '', '0.1', { currency: 'USD' }), line(a.isrc, '', '0.2', { currency: 'USD' }), line(a.isrc, '', '3.335')];
    const withRate = await upload(report(lines), { fx_rate: '0.9273' });
    expect(withRate.status).toBe(201);
    // 1.005×0.9273 = 0.9319365 → 93; 0.1×0.9273 → 9; 0.2×0.9273 → 19 (0.18546); EUR 3.335 → 334 (half away from zero).
    const cents = await db.query('SELECT amount_cents::int AS c FROM royalty_lines WHERE import_id = $1 ORDER BY line_no', [withRate.body.id]);
    expect(cents.map((r: { c: number }) => r.c)).toEqual([93, 9, 19, 334]);
    expect(withRate.body.fx_rate).toBe('0.9273');

    const noRate = await upload(report([line(a.isrc, '', '1', { currency: 'USD' }), unique()]));
    expect(noRate.body.bad_lines).toEqual([{ line: 2, reason: 'The line is in USD: give the exchange rate to EUR (fx_rate).' }]);
    expect((await upload(report([unique()]), { fx_rate: '-1' })).status).toBe(422);
    expect((await upload(report([unique()]), { store_id: 'nope' })).status).toBe(422);
    expect((await upload(report([unique()]), { period_start: '2026-02-01', period_end: '2026-01-01' })).status).toBe(422);
  });

  it('reads semicolon and tab reports, gzip, and other layouts through a store preset', async () => {
    const a = await catalogue();
    const semicolon = `ISRC;Land;Betrag;Menge\n${a.isrc};DE;1,25;3\n;DE;0,5;1\n${randomUUID()};AT;0;0\n`;
    const preset = await call('POST', '/admin/royalties/presets', staff.token, {
      store_id: 'deezer',
      name: `Deezer monthly ${randomUUID().slice(0, 6)}`,
      mapping: { isrc: 'ISRC', territory: 'Land', revenue: 'Betrag', units: 'Menge' },
    });
    expect(preset.status).toBe(201);
    const presets = await call('GET', '/admin/royalties/presets?store_id=deezer', staff.token);
    expect(presets.body.data.map((p: { id: string }) => p.id)).toContain(preset.body.id);
    expect((await call('POST', '/admin/royalties/presets', staff.token, { store_id: 'deezer', name: 'x', mapping: { territory: 'Land' } })).status).toBe(422);

    const res = await upload(gzipSync(Buffer.from(semicolon)), { store_id: 'deezer', preset_id: preset.body.id }, 'deezer.csv.gz');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ store_name: 'Deezer', lines: 3, matched: 1, matched_cents: 125, unmatched: 1, bad: 1 });

    const tab = `isrc\tcountry\tamount\n${a.isrc}\tUS\t2.5\n`;
    const mapped = await upload(tab, { mapping: JSON.stringify({ isrc: 'isrc', territory: 'country', revenue: 'amount' }) });
    expect(mapped.body).toMatchObject({ matched: 1, matched_cents: 250 });
    const missing = await upload(`isrc,amount\n${a.isrc},1\n`);
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('The report has no column named period_start.');
  });

  it('validates splits (422), applies the plan collaborator limit and hides other artists’ releases and tracks (404)', async () => {
    const a = await catalogue({ maxExtraArtists: 1 });
    const path = `/artist/releases/${a.releaseId}/splits`;
    expect((await call('GET', path, a.artist.token)).body).toEqual({ splits: [], owner_share: 100, inherited: false });
    for (const [splits, message] of [
      [[{ email: 'x@example.com', share: 60 }, { email: 'y@example.com', share: 50 }], 'The shares add up to more than 100%.'],
      [[{ email: 'x@example.com', share: 10.005 }], 'Enter a share above 0 and up to 100, with at most two decimals.'],
      [[{ email: 'x@example.com', share: 0 }], 'Enter a share above 0 and up to 100, with at most two decimals.'],
      [[{ email: 'x@example.com', share: 5 }, { email: 'X@example.com', share: 5 }], 'Each collaborator can appear only once.'],
    ] as const) {
      const res = await putSplits(a.artist, path, splits);
      expect(res.status).toBe(422);
      expect(res.body.errors.splits).toEqual([message]);
    }
    const overLimit = await putSplits(a.artist, path, [{ email: 'x@example.com', share: 5 }, { email: 'y@example.com', share: 5 }]);
    expect(overLimit.status).toBe(422);
    expect(overLimit.body.message).toBe('Your plan allows 1 collaborators per release.');

    const ok = await putSplits(a.artist, path, [{ email: 'Bassist@Example.com', share: 30 }]);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ owner_share: 70, splits: [{ email: 'bassist@example.com', share: 30, status: 'invited' }] });
    const [invite] = (await mailboxFor(t, 'bassist@example.com')).filter((m) => m.subject.endsWith('shares the royalties of "Complete" with you'));
    expect(invite.text).toContain('invites you to 30% of the royalties of "Complete"');
    expect(invite.text).toContain('/artist/earnings');
    // Saving the same splits again invites nobody twice.
    await putSplits(a.artist, path, [{ email: 'bassist@example.com', share: 30 }]);
    expect((await mailboxFor(t, 'bassist@example.com')).filter((m) => m.subject.includes('shares the royalties'))).toHaveLength(1);
    const track = await call('GET', `/artist/tracks/${a.trackId}/splits`, a.artist.token);
    expect(track.body).toMatchObject({ inherited: true, owner_share: 70 });

    const other = await approvedArtist(t);
    expect((await call('GET', path, other.token)).status).toBe(404);
    expect((await putSplits(other, path, [])).status).toBe(404);
    expect((await call('GET', `/artist/tracks/${a.trackId}/splits`, other.token)).status).toBe(404);
    expect((await call('GET', `/artist/releases/not-a-uuid/splits`, a.artist.token)).status).toBe(404);
  });

  it('posts once, all at once: owner credited 70%, the collaborator’s 30% held until they accept, then released to their wallet', async () => {
    const a = await catalogue();
    const collaborator = await newArtist(t);
    await putSplits(a.artist, `/artist/releases/${a.releaseId}/splits`, [{ email: collaborator.email, share: 30 }]);
    const imported = await upload(report([line(a.isrc, '', '10.00'), line('', a.upc, '5.01', { territory: 'BR' })]));
    expect(imported.body.matched_cents).toBe(1501);

    // With an Idempotency-Key: a retry after a lost answer gets the first result, not a 409.
    const key = randomUUID();
    const keyedPost = async () => {
      const res = await t.api(`/api/admin/royalties/imports/${imported.body.id}/post`, { method: 'POST', token: staff.token, headers: { 'Idempotency-Key': key } });
      return { status: res.status, body: await res.json() };
    };
    const posted = await keyedPost();
    expect(posted.status).toBe(200);
    // 1000 → 700/300; 501 → 350.7/150.3 → 351/150 (largest remainder): owner 1051, held 450.
    expect(posted.body).toMatchObject({ status: 'posted', credited_cents: 1051, held_cents: 450 });
    const retried = await keyedPost();
    expect(retried).toEqual(posted);
    expect(await balance(a.artist.id)).toBe(1051);
    expect(await royaltyEntries(a.artist.id)).toEqual([{ amount: 1051, external_ref: `royalty-import:${imported.body.id}` }]);
    const [note] = await db.query(`SELECT message, url FROM notifications WHERE user_id = $1 AND template = 'royalties_earned'`, [a.artist.id]);
    expect(note).toEqual({ message: 'You earned EUR 10.51 from Spotify (2026-01).', url: '/artist/earnings' });

    const again = await post(imported.body.id);
    expect(again.status).toBe(409);
    expect(await royaltyEntries(a.artist.id)).toHaveLength(1);
    expect((await call('DELETE', `/admin/royalties/imports/${imported.body.id}`, staff.token)).status).toBe(409);

    const invitations = await call('GET', '/artist/splits/invitations', collaborator.token);
    expect(invitations.status).toBe(200);
    expect(invitations.body.invitations).toEqual([expect.objectContaining({ share: 30, status: 'invited', held_cents: 450 })]);
    const other = await newArtist(t);
    expect((await call('POST', `/artist/splits/invitations/${invitations.body.invitations[0].id}/accept`, other.token)).status).toBe(404);

    const accepted = await call('POST', `/artist/splits/invitations/${invitations.body.invitations[0].id}/accept`, collaborator.token);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ released_cents: 450, invitation: { status: 'accepted', held_cents: 0 } });
    expect(await balance(collaborator.id)).toBe(450);
    const twice = await call('POST', `/artist/splits/invitations/${invitations.body.invitations[0].id}/accept`, collaborator.token);
    expect(twice.body.released_cents).toBe(0);
    expect(await balance(collaborator.id)).toBe(450);
    const [detail] = await db.query('SELECT credited_cents::int AS c, held_cents::int AS h FROM royalty_imports WHERE id = $1', [imported.body.id]);
    expect(detail).toEqual({ c: 1501, h: 0 });

    // After accepting, the next import goes straight to the collaborator's wallet.
    const next = await upload(report([line(a.isrc, '', '1.00')]), { period_start: '2026-02-01', period_end: '2026-02-28' });
    await post(next.body.id);
    expect(await balance(collaborator.id)).toBe(480);
    expect(await balance(a.artist.id)).toBe(1121);

    // The ledger agrees with every balance (what `soundpost wallets verify` checks).
    expect(await t.app.get(LedgerService).verify()).toEqual([]);
  });

  it('names in the wallet entry every store the credit pays (a count past three), for the owner and for a collaborator\'s released share', async () => {
    const descriptions = async (userId: string): Promise<string[]> =>
      (
        await db.query(
          `SELECT t.description FROM wallet_transactions t JOIN wallets w ON w.id = t.wallet_id WHERE w.user_id = $1 AND t.kind = 'royalty' ORDER BY t.created_at`,
          [userId],
        )
      ).map((r: { description: string }) => r.description);
    const a = await catalogue();
    const collaborator = await newArtist(t);
    await putSplits(a.artist, `/artist/releases/${a.releaseId}/splits`, [{ email: collaborator.email, share: 10 }]);
    const three = await upload(report([line(a.isrc, '', '1.00'), line(a.isrc, '', '2.00', { store: 'Deezer' }), line('', a.upc, '3.00', { store: 'Apple Music' })]));
    await post(three.body.id);
    const five = await upload(report(['Spotify', 'Deezer', 'Apple Music', 'TIDAL', 'Amazon Music'].map((store) => line(a.isrc, '', '1.00', { store }))), { period_start: '2026-02-01', period_end: '2026-02-28' });
    await post(five.body.id);
    expect(await descriptions(a.artist.id)).toEqual(['Royalties from Apple Music, Deezer and Spotify (2026-01)', 'Royalties from 5 stores (2026-02)']);
    const notes = await db.query(`SELECT template, message FROM notifications WHERE user_id = $1 AND template LIKE 'royalties_earned%' ORDER BY created_at`, [a.artist.id]);
    expect(notes).toEqual([
      { template: 'royalties_earned', message: 'You earned EUR 5.40 from Apple Music, Deezer, Spotify (2026-01).' },
      { template: 'royalties_earned_from_stores', message: 'You earned EUR 4.50 from 5 stores (2026-02).' },
    ]);

    const invitations = await call('GET', '/artist/splits/invitations', collaborator.token);
    await call('POST', `/artist/splits/invitations/${invitations.body.invitations[0].id}/accept`, collaborator.token);
    // Both holds are released in one transaction, so in no particular order.
    expect((await descriptions(collaborator.id)).sort()).toEqual(['Royalties from 5 stores (2026-02)', 'Royalties from Apple Music, Deezer and Spotify (2026-01)']);
  });

  it('credits an import once when staff post it many times at once (real parallel requests)', async () => {
    const a = await catalogue();
    const imported = await upload(report([line(a.isrc, '', '7.77')]));
    expect(imported.status).toBe(201);
    // Each with its own Idempotency-Key, so none is answered from another's record: the import's row lock decides.
    const answers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const res = await t.api(`/api/admin/royalties/imports/${imported.body.id}/post`, { method: 'POST', token: staff.token, headers: { 'Idempotency-Key': randomUUID() } });
        return res.status;
      }),
    );
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 409)).toHaveLength(7);
    expect(await balance(a.artist.id)).toBe(777);
    expect(await royaltyEntries(a.artist.id)).toEqual([{ amount: 777, external_ref: `royalty-import:${imported.body.id}` }]);
    expect(await db.query('SELECT amount_cents::int AS amount FROM royalty_credits WHERE import_id = $1', [imported.body.id])).toEqual([{ amount: 777 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM royalty_owner_lines WHERE import_id = $1', [imported.body.id])).toEqual([{ n: 1 }]);
    expect(await t.app.get(LedgerService).verify()).toEqual([]);
  });

  it('splits awkward amounts exactly to the cent: 1 cent three ways and 33.33/33.33/33.34, track splits winning over the release’s', async () => {
    const a = await catalogue();
    const [b, c] = [await approvedArtist(t), await approvedArtist(t)];
    await putSplits(a.artist, `/artist/releases/${a.releaseId}/splits`, [{ email: b.email, share: 50 }]);
    const trackSplits = await putSplits(a.artist, `/artist/tracks/${a.trackId}/splits`, [
      { email: b.email, share: 33.33 },
      { email: c.email, share: 33.34 },
    ]);
    expect(trackSplits.body).toMatchObject({ owner_share: 33.33, inherited: false });
    for (const who of [b, c]) {
      const inv = await call('GET', '/artist/splits/invitations', who.token);
      for (const i of inv.body.invitations) await call('POST', `/artist/splits/invitations/${i.id}/accept`, who.token);
    }
    // In the same report, another artist's release without collaborators: a sale and a return.
    const solo = await catalogue();
    // Each line told apart by its units.
    const imported = await upload(
      report([
        line(a.isrc, '', '0.01', { units: '1' }),
        line(a.isrc, '', '1.00', { units: '2' }),
        line(a.isrc, '', '0.02', { units: '3' }),
        line('', a.upc, '0.01', { units: '4' }),
        line(solo.isrc, '', '2.50', { units: '5' }),
        line(solo.isrc, '', '-0.75', { units: '6' }),
      ]),
    );
    const posted = await post(imported.body.id);
    expect(posted.status).toBe(200);
    // Each artist's share of each line, as their statement shows it (the owner's is what the collaborators leave).
    const sharesOf = async (token: string): Promise<Map<number, number>> => {
      const res = await call('GET', '/artist/royalties/lines?per_page=100', token);
      expect(res.status).toBe(200);
      return new Map(res.body.data.map((l: { units: number; share_cents: number }) => [l.units, l.share_cents]));
    };
    const [owner, bee, cee] = [await sharesOf(a.artist.token), await sharesOf(b.token), await sharesOf(c.token)];
    const byLine = (units: number) => [owner.get(units) ?? 0, bee.get(units) ?? 0, cee.get(units) ?? 0];
    // 1 cent three ways: the largest remainder (33.34%) takes it; the others have no such line.
    expect(byLine(1)).toEqual([0, 0, 1]);
    expect(owner.has(1) || bee.has(1)).toBe(false);
    // 100 cents: 33 / 33 / 34.
    expect(byLine(2)).toEqual([33, 33, 34]);
    // 2 cents: 0.6666 / 0.6666 / 0.6668 → the two largest remainders: c, then the owner (first in ties).
    expect(byLine(3)).toEqual([1, 0, 1]);
    // The UPC line follows the release's 50/50: 1 cent goes to the owner (first in a tie).
    expect(byLine(4)).toEqual([1, 0, 0]);
    const total = [1, 2, 3, 4].reduce((sum, units) => sum + byLine(units).reduce((x, y) => x + y, 0), 0);
    expect(total).toBe(104);
    expect((await balance(a.artist.id)) + (await balance(b.id)) + (await balance(c.id))).toBe(104);
    // A line without collaborators is its owner's whole, a return included; the wallet gets the net.
    const soloShares = await sharesOf(solo.artist.token);
    expect([soloShares.get(5), soloShares.get(6)]).toEqual([250, -75]);
    expect(await balance(solo.artist.id)).toBe(175);
    // Only collaborators' shares are stored: the owner's is derived, never written.
    const [{ owners }] = await db.query('SELECT count(*)::int AS owners FROM royalty_allocations WHERE import_id = $1 AND split_id IS NULL', [imported.body.id]);
    expect(owners).toBe(0);
  });

  it('leaves no credit when posting fails in the middle, and posts cleanly afterwards', async () => {
    const a = await catalogue();
    const b = await newArtist(t);
    await putSplits(a.artist, `/artist/releases/${a.releaseId}/splits`, [{ email: b.email, share: 40 }]);
    const inv = await call('GET', '/artist/splits/invitations', b.token);
    await call('POST', `/artist/splits/invitations/${inv.body.invitations[0].id}/accept`, b.token);
    const imported = await upload(report([line(a.isrc, '', '10.00')]));
    // The notification of the second beneficiary fails: the first one's wallet credit was already written.
    const [first, second] = [a.artist.id, b.id].sort();
    await db.query(`CREATE OR REPLACE FUNCTION royalties_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.user_id = '${second}' AND NEW.template = 'royalties_earned' THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER royalties_test_fail BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION royalties_test_fail()');
    try {
      const failed = await post(imported.body.id);
      expect(failed.status).toBeGreaterThanOrEqual(500);
    } finally {
      await db.query('DROP TRIGGER royalties_test_fail ON notifications');
    }
    expect(await royaltyEntries(first)).toEqual([]);
    expect(await royaltyEntries(second)).toEqual([]);
    const [{ n }] = await db.query('SELECT count(*)::int AS n FROM royalty_allocations WHERE import_id = $1', [imported.body.id]);
    expect(n).toBe(0);
    expect((await call('GET', `/admin/royalties/imports/${imported.body.id}`, staff.token)).body.status).toBe('imported');

    expect((await post(imported.body.id)).status).toBe(200);
    expect(await balance(a.artist.id)).toBe(600);
    expect(await balance(b.id)).toBe(400);
  });

  it('shows each artist only their own share in summaries, lines and the CSV, and never another artist’s lines', async () => {
    const a = await catalogue();
    const b = await newArtist(t);
    await putSplits(a.artist, `/artist/releases/${a.releaseId}/splits`, [{ email: b.email, share: 25 }]);
    const stranger = await approvedArtist(t);
    const imported = await upload(
      report([line(a.isrc, '', '4.00', { territory: 'PT' }), line(a.isrc, '', '8.00', { territory: 'US', store: 'Spotify Premium' })]),
      { period_start: '2026-03-01', period_end: '2026-03-31' },
    );
    await db.query(`UPDATE royalty_lines SET month = '2026-03-01' WHERE import_id = $1`, [imported.body.id]);
    await post(imported.body.id);

    const summary = await call('GET', '/artist/royalties/summary?from=2026-03&to=2026-03-31&group_by=territory', a.artist.token);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ total_cents: 900, groups: [{ key: 'US', amount_cents: 600 }, { key: 'PT', amount_cents: 300 }] });
    for (const groupBy of ['month', 'store', 'release', 'track']) {
      const res = await call('GET', `/artist/royalties/summary?group_by=${groupBy}&from=2026-03`, a.artist.token);
      expect(res.body.total_cents).toBe(900);
    }
    expect((await call('GET', '/artist/royalties/summary?group_by=release&from=2026-03', a.artist.token)).body.groups[0].label).toBe('Complete');
    expect((await call('GET', '/artist/royalties/summary?group_by=planet', a.artist.token)).status).toBe(422);
    expect((await call('GET', '/artist/royalties/summary?from=March', a.artist.token)).status).toBe(422);

    const lines = await call('GET', '/artist/royalties/lines?from=2026-03&per_page=10', a.artist.token);
    expect(lines.body.data.map((l: { share_cents: number }) => l.share_cents).sort()).toEqual([300, 600]);
    expect(lines.body.data[0]).toMatchObject({ isrc: a.isrc, release_title: 'Complete', track_title: 'Song' });
    const res = await t.api('/api/artist/royalties/lines/export?from=2026-03', { token: a.artist.token });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('month,period_start,period_end,store,territory,release,track,isrc,upc,units,earnings_eur');
    expect(csv).toContain(',6.00\r\n');

    // The collaborator's share is held (not accepted), so nothing shows until they accept.
    expect((await call('GET', '/artist/royalties/lines?from=2026-03', stranger.token)).body.data).toEqual([]);
    expect((await call('GET', '/artist/royalties/summary?from=2026-03', stranger.token)).body.total_cents).toBe(0);
  });

  it('deletes an import that is not posted, lists and shows imports to staff only', async () => {
    const imported = await upload(report([unique()]));
    const list = await call('GET', '/admin/royalties/imports?per_page=100', staff.token);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^royalty-imports /);
    expect(list.body.data.map((i: { id: string }) => i.id)).toContain(imported.body.id);
    const artist = await approvedArtist(t);
    expect((await call('GET', '/admin/royalties/imports', artist.token)).status).toBe(403);
    expect(await partitionTables()).toContain(partitionOf(imported.body.id));
    // A long reader of the lines (as a posting is) holds the detach back: after a short wait the delete answers 409, and nothing went.
    const reader = db.createQueryRunner();
    await reader.startTransaction();
    try {
      await reader.query('LOCK TABLE royalty_lines IN ACCESS SHARE MODE');
      const busy = await call('DELETE', `/admin/royalties/imports/${imported.body.id}`, staff.token);
      expect(busy.status).toBe(409);
      expect(busy.body.code).toBe('royalty_lines_busy');
    } finally {
      await reader.rollbackTransaction();
      await reader.release();
    }
    expect(await partitionTables()).toContain(partitionOf(imported.body.id));
    expect((await call('DELETE', `/admin/royalties/imports/${imported.body.id}`, staff.token)).status).toBe(204);
    // Its lines went as a detached and dropped partition.
    expect(await partitionTables()).not.toContain(partitionOf(imported.body.id));
    expect((await call('GET', `/admin/royalties/imports/${imported.body.id}`, staff.token)).status).toBe(404);
    expect((await call('GET', `/admin/royalties/imports/nope`, staff.token)).status).toBe(404);
  });

  it('seeds a posted demo report: the demo artist has earnings and wallet credits, the collaborator their 20%', async () => {
    await runSeeds(t.app, t.app.get<AppConfig>(APP_CONFIG));
    const [owner] = await db.query(`SELECT id FROM users WHERE email = 'artist.approved@soundpost.local'`);
    const [collab] = await db.query(`SELECT id FROM users WHERE email = 'artist.pending@soundpost.local'`);
    const [imported] = await db.query(`SELECT status, matched_count, unmatched_count, credited_cents::int AS credited, held_cents::int AS held FROM royalty_imports WHERE file_name = 'demo-spotify-2026-q3.csv'`);
    expect(imported).toMatchObject({ status: 'posted', matched_count: 91, unmatched_count: 1, held: 0 });
    // What reached the wallets is the credit less the US tax withheld from its US-source part (its own ledger entries).
    const [{ withheld }] = await db.query(
      `SELECT COALESCE(sum(t.amount_cents), 0)::int AS withheld FROM wallet_transactions t JOIN royalty_imports i ON t.meta->>'import_id' = i.id::text
        WHERE t.kind = 'withholding' AND i.file_name = 'demo-spotify-2026-q3.csv'`,
    );
    expect((await balance(owner.id)) + (await balance(collab.id))).toBe(imported.credited - withheld);
    expect(await balance(collab.id)).toBeGreaterThan(0);
    // Seeding again adds nothing.
    await runSeeds(t.app, t.app.get<AppConfig>(APP_CONFIG));
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM royalty_imports WHERE file_name = 'demo-spotify-2026-q3.csv'`);
    expect(n).toBe(1);
  });
});
