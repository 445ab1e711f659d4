import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@soundpost/contracts';
import { StreamGarbageCollector } from '@soundpost/server-core/storage';
import { RoyaltyImportsService, RoyaltyPostingService, validateImportForm } from '@soundpost/server-royalties';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { CliEnvironment, CliUsageError, withPlatform } from '../cli-context';
import type { ProgressStream } from './artists.command';

/** `2026-01` (that month) or `2026-01-01..2026-03-31`. */
export function parsePeriod(text: string): { start: string; end: string } {
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) {
    const last = new Date(Date.UTC(Number(month[1]), Number(month[2]), 0)).getUTCDate();
    return { start: `${text}-01`, end: `${text}-${String(last).padStart(2, '0')}` };
  }
  const range = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (range) return { start: range[1], end: range[2] };
  throw new CliUsageError(`--period is a month (2026-01) or a range (2026-01-01..2026-03-31), not ${text}`);
}

async function checksumOf(file: string): Promise<string> {
  const hash = createHash('sha256');
  // Each chunk read is a Buffer outside the heap: collected young, a large report's never pile up.
  const garbage = new StreamGarbageCollector();
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    garbage.count((chunk as Buffer).length);
  }
  return hash.digest('hex');
}

async function lineCount(file: string): Promise<number | null> {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, head, 0, 2, 0);
  fs.closeSync(fd);
  if (head[0] === 0x1f && head[1] === 0x8b) return null;
  let lines = 0;
  for await (const chunk of fs.createReadStream(file)) for (const byte of chunk as Buffer) if (byte === 10) lines++;
  return Math.max(0, lines - 1);
}

export function royaltiesCommand(cli: CliEnvironment, { progress = process.stderr }: { progress?: ProgressStream } = {}): Command {
  const royalties = new Command('royalties').description('store sales reports and their wallet credits');

  royalties
    .command('import')
    .description("import a store report (Soundpost's CSV layout, or a store preset's mapping; comma, semicolon or tab; .gz accepted)")
    .argument('<file>', 'the report file')
    .requiredOption('--store <id>', 'the store id from the catalogue (spotify, deezer, …)')
    .requiredOption('--period <period>', 'the month (2026-01) or range (2026-01-01..2026-03-31) the report covers')
    .option('--preset <id>', 'a column-mapping preset id')
    .option('--mapping <json>', 'a column mapping as JSON, e.g. {"isrc":"ISRC","revenue":"Amount"}')
    .option('--fx-rate <rate>', "the rate to EUR when the report's currency is not EUR")
    .option('--post', 'post it to the wallets at once')
    .option('--json', 'print the result as JSON')
    .action(async (file: string, opts: { store: string; period: string; preset?: string; mapping?: string; fxRate?: string; post?: boolean; json?: boolean }) => {
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliUsageError(`No such file: ${file}`);
      const period = parsePeriod(opts.period);
      await withPlatform(cli, async ({ app }) => {
        // Counting the lines is a read of the whole file: only worth it for a bar someone watches.
        const total = progress.isTTY ? await lineCount(file) : null;
        const bar = progress.isTTY
          ? new SingleBar({ stream: progress as NodeJS.WritableStream, format: total ? '[{bar}] {percentage}%  {value}/{total} lines' : '{value} lines read', hideCursor: true })
          : null;
        bar?.start(total ?? 0, 0);
        const started = performance.now();
        let result;
        try {
          const form = await validateImportForm({ store_id: opts.store, period_start: period.start, period_end: period.end, preset_id: opts.preset, mapping: opts.mapping, fx_rate: opts.fxRate });
          result = await app.get(RoyaltyImportsService).importReport({
            ...form,
            path: file,
            fileName: path.basename(file),
            checksum: await checksumOf(file),
            staffId: null,
            onProgress: (read) => bar?.update(read),
          });
        } finally {
          bar?.stop();
        }
        if (opts.post) result = await app.get(RoyaltyPostingService).post(result.id, null);
        const elapsedMs = Math.round(performance.now() - started);
        if (opts.json) return cli.io.out(JSON.stringify({ ...result, elapsed_ms: elapsedMs }));
        cli.io.out(
          `Imported ${file} as ${result.id}: ${result.lines} lines, ${result.matched} matched (${formatMoney(result.matched_cents)}), ${result.unmatched} unmatched, ${result.bad} bad (${(elapsedMs / 1000).toFixed(1)} s).`,
        );
        for (const bad of result.bad_lines.slice(0, 20)) cli.io.out(`  Line ${bad.line}: ${bad.reason}`);
        if (result.bad > 20) cli.io.out(`  … and ${result.bad - 20} more`);
        if (result.status === 'posted') cli.io.out(`Posted: ${formatMoney(result.credited_cents)} credited, ${formatMoney(result.held_cents)} held for invited collaborators.`);
      });
    });

  royalties
    .command('post')
    .description('post an imported report to the wallets (all at once, once)')
    .argument('<id>', 'the import id')
    .option('--json', 'print the result as JSON')
    .action(async (id: string, opts: { json?: boolean }) => {
      await withPlatform(cli, async ({ app }) => {
        const started = performance.now();
        const result = await app.get(RoyaltyPostingService).post(id, null);
        if (opts.json) return cli.io.out(JSON.stringify({ ...result, elapsed_ms: Math.round(performance.now() - started) }));
        cli.io.out(`Posted ${id}: ${formatMoney(result.credited_cents)} credited, ${formatMoney(result.held_cents)} held for invited collaborators.`);
      });
    });

  return royalties;
}
