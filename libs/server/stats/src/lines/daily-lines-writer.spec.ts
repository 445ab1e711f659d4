import { Readable, Writable } from 'node:stream';
import type { TrendLine } from '../trends/trend-line';
import { CopyBinaryRows } from './copy-binary-rows';
import { decodeCopyBinary } from './copy-binary.testing';
import { DailyLinesWriter } from './daily-lines-writer';
import { TrendMatch } from './trend-match';

const TRACK = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
const RELEASE = ['44444444-4444-4444-8444-444444444444', '55555555-5555-4555-8555-555555555555'];

const IMPORT = '66666666-6666-4666-8666-666666666666';

const TYPES: Parameters<typeof decodeCopyBinary>[1] = ['uuid', 'int4', 'date', 'text', 'text', 'text', 'text', 'uuid', 'uuid', 'uuid', 'int8', 'int8', 'int8', 'text', 'text'];

const catalogue = () =>
  TrendMatch.load(Readable.from([`t\tFRSP02600001\t${TRACK[0]}\t${TRACK[1]}\t${TRACK[2]}\n`, `r\t0123456789012\t\\N\t${RELEASE[0]}\t${RELEASE[1]}\n`]));

const line = (lineNo: number, day: string, over: Partial<TrendLine> = {}): TrendLine => ({
  lineNo,
  day,
  territory: 'FR',
  isrc: 'FRSP02600001',
  upc: null,
  streams: 10,
  listeners: null,
  saves: null,
  source: 'unknown',
  ...over,
});

describe('DailyLinesWriter', () => {
  it('matches each line, opens a COPY for each month it has not written yet, and counts what it wrote', async () => {
    const copies: Array<{ month: string; chunks: Buffer[] }> = [];
    const open = async (month: string) => {
      const copy = { month, chunks: [] as Buffer[] };
      copies.push(copy);
      return new CopyBinaryRows(new Writable({ write: (chunk, _e, done) => (copy.chunks.push(chunk), done()) }));
    };
    const writer = new DailyLinesWriter(IMPORT, 'spotify', await catalogue(), open);
    await writer.write(line(2, '2026-10-31'));
    await writer.write(line(3, '2026-11-01', { isrc: 'ZZZZZ2600009', upc: '123456789012', territory: null, streams: 5 }));
    await writer.write(line(4, '2026-10-30', { isrc: null, upc: '9999999999999', streams: 2 ** 40, listeners: 7 }));
    const counts = await writer.end();

    expect(copies.map((c) => c.month)).toEqual(['2026-10', '2026-11']);
    expect(decodeCopyBinary(Buffer.concat(copies[0].chunks), TYPES)).toEqual([[IMPORT, 2, '2026-10-31', 'spotify', 'FR', 'FRSP02600001', null, ...TRACK, 10, null, null, 'unknown', null]]);
    // The UPC's other spelling (a leading 0) names the release; an unknown UPC keeps its reason.
    expect(decodeCopyBinary(Buffer.concat(copies[1].chunks), TYPES)).toEqual([
      [IMPORT, 3, '2026-11-01', 'spotify', null, 'ZZZZZ2600009', '123456789012', null, ...RELEASE, 5, null, null, 'unknown', null],
      [IMPORT, 4, '2026-10-30', 'spotify', 'FR', null, '9999999999999', null, null, null, 2 ** 40, 7, null, 'unknown', 'unknown_upc'],
    ]);
    expect(counts).toEqual({
      lines: 3,
      matched: 2,
      streams: 15 + 2 ** 40,
      days: ['2026-10-30', '2026-10-31', '2026-11-01'],
      byDay: [
        { key: '2026-10-30', lines: 1, streams: 2 ** 40 },
        { key: '2026-10-31', lines: 1, streams: 10 },
        { key: '2026-11-01', lines: 1, streams: 5 },
      ],
      byTerritory: [
        { key: 'FR', lines: 2, streams: 10 + 2 ** 40 },
        { key: 'ZZ', lines: 1, streams: 5 },
      ],
      unmatched: [{ line: 4, day: '2026-10-30', territory: 'FR', isrc: null, upc: '9999999999999', streams: 2 ** 40, reason_code: 'unknown_upc' }],
    });
  });
});
