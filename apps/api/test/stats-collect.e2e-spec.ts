import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { StatsCollectedReportPage, StatsImportPage } from '@soundpost/contracts';
import { JobsService } from '@soundpost/server-core/jobs';
import { DataSource } from 'typeorm';
import { approvedArtist, caller, completeRelease, newStaff } from './support/releases-fixtures';
import { startSftpServer, TestSftpServer } from './support/sftp-server';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(120_000);

const HEADER = 'date,store,territory,isrc,upc,streams,listeners,saves,source';

/** A two-file DSR report (Basic Audio Profile, multi-record blocks) written from the record definitions: one recording and its usages per file. */
function dsrReport(messageId: string, parts: [{ isrc: string; streams: number[] }, { isrc: string; streams: number[] }]): [string, string] {
  const fileOf = (n: 1 | 2, { isrc, streams }: { isrc: string; streams: number[] }): string[] => {
    const head = ['HEAD', 'dsrf/1.1/1.3/1.2', 'BasicAudioProfile', '1.2', messageId, '2026-11-02T06:00:00Z', String(n), '2', '2026-11-01', '2026-11-01', 'PADPIDA2026110101X', 'Example Store', 'ExamplePremium', 'PADPIDA2026110102Y', 'Soundpost'];
    const rows = [head.join('\t')];
    if (n === 1) rows.push(['SY02.02', 'S1', '', '', 'SubscriptionModel', 'OnDemandStream', 'FR', 'ExamplePremium', '1234', '', 'EUR', '100.00', '', '', '', '', '', '', 'Music'].join('\t'));
    rows.push(['RE01', String(n), `R${n}`, `DSP-R${n}`, '', `SP-R${n}`, '', 'Collected Artist', '', 'Collected Album', '', 'Album', 'Soundpost'].join('\t'));
    rows.push(['AS01.01', String(n), `A${n}`, `DSP-A${n}`, isrc, `Title A${n}`, '', 'Collected Artist', '', 'PT3M12S', 'SoundRecording'].join('\t'));
    streams.forEach((count, i) => rows.push(['SU02', String(n), 'S1', `T${n}${i}`, '', `A${n}`, 'true', String(count)].join('\t')));
    return rows;
  };
  const first = fileOf(1, parts[0]);
  const second = fileOf(2, parts[1]);
  // FOOT: lines in the file (its HEAD and FOOT included), lines in the report (last file only), summary records, blocks in the file, blocks in the report (last file only).
  first.push(['FOOT', String(first.length + 1), '', '1', '1', ''].join('\t'));
  second.push(['FOOT', String(second.length + 1), String(first.length + second.length + 1), '0', '1', '2'].join('\t'));
  return [first.join('\n') + '\n', second.join('\n') + '\n'];
}

/** Writes a report as a store would have, ten minutes ago (the job leaves files written in the last minutes alone). */
function putReport(dir: string, name: string, content: string): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  const then = new Date(Date.now() - 10 * 60_000);
  fs.utimesSync(file, then, then);
}

/** A port nothing listens on: the "host down" store. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Statistics: daily collection from the stores\' reports/ inbox (real SFTP server and folder targets)', () => {
  let sftp: TestSftpServer;
  let t: TestApp;
  let db: DataSource;
  let jobs: JobsService;
  let call: ReturnType<typeof caller>;
  let staff: { token: string };
  let isrc: string;
  let trackId: string;

  const files = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort() : []);
  const collect = () => jobs.runNow<Record<string, unknown>>('stats.collect');
  const collectedOf = async (store: string) => ((await call('GET', `/admin/stats/collected?store_id=${store}&sort=file_name`, staff.token)).body as StatsCollectedReportPage).data;

  beforeAll(async () => {
    sftp = await startSftpServer();
    t = await createTestApp();
    db = t.app.get(DataSource);
    jobs = t.app.get(JobsService);
    call = caller(t);
    staff = await newStaff(t, 'admin');
    const artist = await approvedArtist(t);
    const release = await completeRelease(t, artist, call);
    isrc = `QZCOL26${String(process.pid % 100000).padStart(5, '0')}`;
    await db.query('UPDATE tracks SET isrc = $2 WHERE release_id = $1', [release.id, isrc]);
    [{ id: trackId }] = await db.query('SELECT id FROM tracks WHERE release_id = $1', [release.id]);
  });
  afterAll(async () => {
    await t?.close();
    await sftp?.close();
  });

  it('imports what the inbox holds, files it under imported/ or rejected/ with the reason, waits for a report\'s missing files, and goes on past a store whose host is down', async () => {
    // spotify's host is down and comes first: deezer is still collected.
    const down = await call('PUT', '/admin/stores/spotify/delivery', staff.token, { kind: 'sftp', host: '127.0.0.1', port: await closedPort(), username: 'store', password: 'secret', path: 'spotify' });
    expect(down.status).toBe(200);
    const up = await call('PUT', '/admin/stores/deezer/delivery', staff.token, { kind: 'sftp', host: '127.0.0.1', port: sftp.port, username: sftp.username, password: sftp.password, path: 'deezer' });
    expect(up.status).toBe(200);

    // A CSV staff already uploaded by hand: found again in the inbox, it counts as imported.
    const known = [HEADER, `2026-11-03,Deezer,BE,${isrc},,5,,,`].join('\n') + '\n';
    const form = new FormData();
    form.append('store_id', 'deezer');
    form.append('file', new Blob([known], { type: 'text/csv' }), 'known.csv');
    const uploaded = await t.api('/api/admin/stats/imports', { method: 'POST', token: staff.token, body: form });
    expect(uploaded.status).toBe(201);
    const uploadedId = ((await uploaded.json()) as { id: string }).id;

    const inbox = path.join(sftp.root, 'deezer', 'reports');
    fs.mkdirSync(inbox, { recursive: true });
    const [one, two] = dsrReport('DZ-COLLECT-0001', [
      { isrc, streams: [11] },
      { isrc: 'QZCOL2699999', streams: [22, 9] },
    ]);
    putReport(inbox, 'dz-trends-1of2.tsv', one);
    putReport(inbox, 'dz-trends-2of2.tsv', two);
    putReport(inbox, 'dz-daily.csv', [HEADER, `2026-11-02,Deezer,FR,${isrc},,40,30,2,playlist`, `2026-11-02,Deezer,DE,${isrc},,2,,,search`].join('\n') + '\n');
    putReport(inbox, 'dz-broken.csv', 'this is not a trend report\n');
    putReport(inbox, 'dz-known.csv', known);
    // File 1 of 2 of a report whose second file has not arrived.
    const [nextOne, nextTwo] = dsrReport('DZ-COLLECT-0002', [
      { isrc, streams: [3] },
      { isrc: 'QZCOL2699998', streams: [1] },
    ]);
    putReport(inbox, 'dz-next-1of2.tsv', nextOne);
    // Neither a regular file nor a safe name: never touched.
    fs.mkdirSync(path.join(inbox, 'subfolder'));
    fs.writeFileSync(path.join(inbox, '.partial'), 'uploading');
    // Written a moment ago: it may still be arriving, so it waits for a later run.
    fs.writeFileSync(path.join(inbox, 'dz-arriving.csv'), [HEADER, `2026-11-04,Deezer,FR,${isrc},,1,,,`].join('\n') + '\n');

    const first = await collect();
    expect(first).toEqual({ ran: true, result: { stores: 2, imported: 2, duplicates: 1, rejected: 1, waiting: 2, failed: 0, unreachable: ['spotify'] } });

    expect(files(inbox)).toEqual(['.partial', 'dz-arriving.csv', 'dz-next-1of2.tsv']);
    expect(files(path.join(inbox, 'imported'))).toEqual(['dz-daily.csv', 'dz-known.csv', 'dz-trends-1of2.tsv', 'dz-trends-2of2.tsv']);
    expect(files(path.join(inbox, 'rejected'))).toEqual(['dz-broken.csv']);
    expect(fs.existsSync(path.join(inbox, 'subfolder'))).toBe(true);

    // The imports exist, over the admin API, with the lines they held.
    const page = (await call('GET', '/admin/stats/imports?store_id=deezer', staff.token)).body as StatsImportPage;
    const byName = new Map(page.data.map((i) => [i.file_name, i]));
    expect(byName.get('dz-trends-1of2.tsv, dz-trends-2of2.tsv')).toMatchObject({ format: 'dsr', message_id: 'DZ-COLLECT-0001', lines_matched: 1, lines_unmatched: 2, streams_total: 42 });
    expect(byName.get('dz-daily.csv')).toMatchObject({ format: 'csv', first_day: '2026-11-02', lines_matched: 2, streams_total: 42 });
    expect(page.data).toHaveLength(3);
    const collectedIds = [byName.get('dz-daily.csv')?.id, byName.get('dz-trends-1of2.tsv, dz-trends-2of2.tsv')?.id];
    // Made by the job: no staff member.
    expect(await db.query('SELECT count(*)::int AS n FROM stats_imports WHERE id = ANY($1) AND created_by IS NULL', [collectedIds])).toEqual([{ n: 2 }]);
    expect(await db.query(`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(streams)::int AS streams FROM stats_rollups WHERE track_id = $1 GROUP BY day ORDER BY day`, [trackId])).toEqual([
      { day: '2026-11-01', streams: 11 },
      { day: '2026-11-02', streams: 42 },
      { day: '2026-11-03', streams: 5 },
    ]);

    // Staff read what was collected and what was refused, and why.
    const log = await collectedOf('deezer');
    expect(log.map((r) => [r.file_name, r.outcome])).toEqual([
      ['dz-broken.csv', 'rejected'],
      ['dz-daily.csv', 'imported'],
      ['dz-known.csv', 'duplicate'],
      ['dz-trends-1of2.tsv, dz-trends-2of2.tsv', 'imported'],
    ]);
    expect(log.find((r) => r.outcome === 'duplicate')).toMatchObject({ import_id: uploadedId, reason: expect.stringContaining(uploadedId) });
    expect(log.find((r) => r.outcome === 'rejected')?.reason).toMatch(/\S/);
    expect(log.find((r) => r.file_name === 'dz-daily.csv')?.import_id).toBe(collectedIds[0]);
    const spotify = await collectedOf('spotify');
    expect(spotify).toEqual([expect.objectContaining({ outcome: 'unreachable', file_name: null, import_id: null, reason: expect.stringMatching(/ECONNREFUSED/) })]);

    // A second run finds nothing new; the waiting report waits on.
    expect(await collect()).toEqual({ ran: true, result: { stores: 2, imported: 0, duplicates: 0, rejected: 0, waiting: 2, failed: 0, unreachable: ['spotify'] } });
    expect((await call('GET', '/admin/stats/imports?store_id=deezer', staff.token)).body.data).toHaveLength(3);

    // Its second file arrives, and the fresh file has settled: both are imported, the report whole.
    putReport(inbox, 'dz-next-2of2.tsv', nextTwo);
    const settled = new Date(Date.now() - 10 * 60_000);
    fs.utimesSync(path.join(inbox, 'dz-arriving.csv'), settled, settled);
    expect(await collect()).toMatchObject({ ran: true, result: { imported: 2, waiting: 0, rejected: 0 } });
    expect(files(inbox)).toEqual(['.partial']);
    const listed = (await call('GET', '/admin/stats/collected?outcome=imported&store_id=deezer', staff.token)).body as StatsCollectedReportPage;
    expect(listed.data.map((r) => r.file_name)).toContain('dz-next-1of2.tsv, dz-next-2of2.tsv');
  });

  it("collects from a folder target too, reading a store's CSV with its one preset", async () => {
    const target = await call('PUT', '/admin/stores/tidal/delivery', staff.token, { kind: 'folder', path: 'tidal-inbox' });
    expect(target.status).toBe(200);
    const preset = await call('POST', '/admin/stats/presets', staff.token, { store_id: 'tidal', name: 'Tidal daily', mapping: { date: 'Day', isrc: 'Recording', streams: 'Plays', territory: 'Country' } });
    expect(preset.status).toBe(201);
    const inbox = path.join(target.body.path as string, 'reports');
    fs.mkdirSync(inbox, { recursive: true });
    putReport(inbox, 'tidal-2026-11-05.csv', ['Day;Recording;Plays;Country', `2026-11-05;${isrc};17;NO`].join('\n') + '\n');
    // A link out of the inbox is not a regular file: left alone.
    fs.symlinkSync('/etc/hostname', path.join(inbox, 'escape.csv'));

    const run = await collect();
    expect(run).toMatchObject({ ran: true, result: { imported: 1, rejected: 0, failed: 0 } });
    expect(files(path.join(inbox, 'imported'))).toEqual(['tidal-2026-11-05.csv']);
    expect(fs.readdirSync(inbox).sort()).toEqual(['escape.csv', 'imported']);
    const page = (await call('GET', '/admin/stats/imports?store_id=tidal', staff.token)).body as StatsImportPage;
    expect(page.data).toEqual([expect.objectContaining({ file_name: 'tidal-2026-11-05.csv', preset_id: preset.body.id, lines_matched: 1, streams_total: 17 })]);
    expect(await collectedOf('tidal')).toEqual([expect.objectContaining({ outcome: 'imported', import_id: page.data[0].id, reason: null })]);
  });

  it('lists the collection log for staff only', async () => {
    expect((await t.api('/api/admin/stats/collected')).status).toBe(401);
    const artist = await approvedArtist(t);
    expect((await t.api('/api/admin/stats/collected', { token: artist.token })).status).toBe(403);
    expect((await call('GET', '/admin/stats/collected?outcome=nonsense', staff.token)).status).toBe(400);
  });
});
