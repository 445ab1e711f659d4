import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { STATS_MESSAGES, type TrendColumnMapping } from '@soundpost/contracts';
import { mappingIsValid, readTrendCsv } from './csv-trend-reader';
import { collect, fixture, OPTIONS, readFixture, refused, scratch } from './trend-spec-helpers';
import { fill } from './trend-values';

const read = (path: string, mapping: TrendColumnMapping | null = null) => collect((hooks) => readTrendCsv(path, { ...OPTIONS, mapping }, hooks));
const storeMapping = (): TrendColumnMapping => JSON.parse(fs.readFileSync(fixture('trends-store.mapping.json'), 'utf8'));

describe('readTrendCsv', () => {
  const files = scratch();
  afterAll(() => files.remove());

  it("reads Soundpost's layout: dates in three spellings, territory and source normalised, the store column ignored", async () => {
    const { lines, summary } = await read(fixture('trends-soundpost.csv'));
    expect(summary).toEqual({ format: 'csv', messageId: null, linesRead: 15 });
    const day = '2026-11-01';
    expect(lines).toEqual([
      { lineNo: 2, day, territory: 'FR', isrc: 'FRSP02600001', upc: '3770000000011', streams: 120, listeners: 80, saves: 5, source: 'playlist' },
      { lineNo: 3, day, territory: 'BE', isrc: 'FRSP02600002', upc: null, streams: 45, listeners: null, saves: null, source: 'library' },
      { lineNo: 4, day, territory: null, isrc: 'FRSP02600003', upc: null, streams: 7, listeners: 5, saves: 0, source: 'unknown' },
      { lineNo: 5, day, territory: null, isrc: null, upc: '3770000000011', streams: 3, listeners: null, saves: null, source: 'radio' },
      { lineNo: 6, day, territory: null, isrc: 'FRSP02600004', upc: null, streams: 0, listeners: 0, saves: 0, source: 'artist_page' },
    ]);
  });

  it('reports each bad line by number with its reason', async () => {
    const { bad } = await read(fixture('trends-soundpost.csv'));
    expect(bad).toEqual([
      { line: 7, reason: STATS_MESSAGES.lineDateRange },
      { line: 8, reason: STATS_MESSAGES.lineDateRange },
      { line: 9, reason: STATS_MESSAGES.lineDate },
      { line: 10, reason: STATS_MESSAGES.lineStreams },
      { line: 11, reason: fill(STATS_MESSAGES.lineCount, { field: 'Listeners' }) },
      { line: 12, reason: STATS_MESSAGES.lineSource },
      { line: 13, reason: STATS_MESSAGES.lineTerritory },
      { line: 14, reason: STATS_MESSAGES.lineIsrc },
      { line: 15, reason: STATS_MESSAGES.lineIdentifier },
      { line: 16, reason: STATS_MESSAGES.lineUpc },
    ]);
  });

  it("reads a store's layout through its mapping: BOM, semicolons, quotes, CRLF", async () => {
    const { lines, bad } = await read(fixture('trends-store.csv'), storeMapping());
    expect(lines.map((l) => [l.lineNo, l.day, l.territory, l.isrc, l.upc, l.streams, l.listeners, l.saves, l.source])).toEqual([
      [2, '2026-11-01', 'FR', 'FRSP02600006', null, 250, 100, null, 'search'],
      [3, '2026-11-01', 'DE', 'FRSP02600007', '3770000000011', 30, null, null, 'other'],
      [4, '2026-11-01', 'GB', null, '3770000000011', 12, 4, null, 'unknown'],
    ]);
    expect(bad).toEqual([{ line: 5, reason: STATS_MESSAGES.lineStreams }]);
  });

  it('reads tab-separated and gzip files', async () => {
    const tsv = readFixture('trends-soundpost.csv').replace(/,/g, '\t');
    // The quoted store name held a comma: now a tab inside quotes, still one cell.
    expect((await read(files.file('tabs.tsv', tsv))).lines).toHaveLength(5);
    expect((await read(files.file('report.bin', gzipSync(readFixture('trends-soundpost.csv'))))).lines).toHaveLength(5);
  });

  it('refuses a header missing a column, an empty file, a file with no lines and an incomplete mapping', async () => {
    const noSaves = readFixture('trends-soundpost.csv').replace(',saves,', ',keeps,');
    await expect(read(files.file('no-saves.csv', noSaves))).rejects.toMatchObject(refused(fill(STATS_MESSAGES.columnMissing, { column: 'saves' })));
    await expect(read(files.file('empty.csv', ''))).rejects.toMatchObject(refused(STATS_MESSAGES.headerMissing));
    await expect(read(files.file('header-only.csv', 'date,store,territory,isrc,upc,streams,listeners,saves,source\n'))).rejects.toMatchObject(refused(STATS_MESSAGES.noLines));
    await expect(read(fixture('trends-store.csv'), { ...storeMapping(), streams: 'Streams' })).rejects.toMatchObject(refused(fill(STATS_MESSAGES.columnMissing, { column: 'Streams' })));
    await expect(read(fixture('trends-store.csv'), { date: 'Report Date', streams: 'Plays' })).rejects.toMatchObject(refused(STATS_MESSAGES.mappingInvalid));
  });

  it('needs date, streams and an ISRC or UPC column in a mapping', () => {
    expect(mappingIsValid({ date: 'd', streams: 's', upc: 'u' })).toBe(true);
    expect(mappingIsValid({ date: 'd', streams: 's', isrc: 'i' })).toBe(true);
    expect(mappingIsValid({ date: 'd', streams: ' ', isrc: 'i' })).toBe(false);
    expect(mappingIsValid({ streams: 's', isrc: 'i' })).toBe(false);
  });

  it('refuses a line longer than the limit with its number', async () => {
    const long = `${readFixture('trends-soundpost.csv')}2026-11-01,${'x'.repeat(300)},FR,FRSP02600001,,1,,,\n`;
    await expect(collect((hooks) => readTrendCsv(files.file('long.csv', long), { ...OPTIONS, limits: { ...OPTIONS.limits, maxLineBytes: 200 } }, hooks))).rejects.toMatchObject(
      refused(fill(STATS_MESSAGES.lineTooLong, { line: 17, limit: 200 })),
    );
  });
});
