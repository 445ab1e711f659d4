import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { readTrendCsv } from './csv-trend-reader';
import { openTrendText } from './trend-values';

const limits = { maxLineBytes: 64 * 1024, maxDecompressedBytes: 1024 * 1024 * 1024, maxGzipRatio: 1000 };
const cpu = async (label: string, fn: () => Promise<unknown>) => {
  const t = process.cpuUsage();
  const w = performance.now();
  const r = await fn();
  const u = process.cpuUsage(t);
  process.stdout.write(`${label}: wall ${Math.round(performance.now() - w)} ms, cpu ${Math.round((u.user + u.system) / 1000)} ms ${JSON.stringify(r)}\n`);
};
const csvParse = (file: string, quote: boolean) => async () => {
  let n = 0;
  const parser = parse({ delimiter: '\t', ...(quote ? {} : { quote: false }), relax_column_count: true, on_record: (r: string[]) => ((n += r.length), null) });
  await pipeline(await openTrendText(file, limits), parser, new Writable({ objectMode: true, write: (_r, _e, d) => d() }));
  return n;
};

it('measures', async () => {
  await cpu('readTrendCsv 1M', async () => {
    let s = 0;
    const r = await readTrendCsv('/tmp/trends-1m.csv', { mapping: null, today: '2026-11-28', limits }, { onLine: (l) => void (s += l.streams), onBad: () => undefined });
    return [r.linesRead, s];
  });
  await cpu('csv-parse tab, quotes on, DSR 1M', csvParse('/tmp/dsr-1m.tsv', true));
  await cpu('csv-parse tab, quote:false, DSR 1M', csvParse('/tmp/dsr-1m.tsv', false));
}, 900_000);
