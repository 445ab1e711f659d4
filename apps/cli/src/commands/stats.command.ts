import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StreamGarbageCollector } from '@soundpost/server-core/storage';
import { StatsImportsService, validateStatsImportForm, type TrendFile } from '@soundpost/server-stats';
import { SingleBar } from 'cli-progress';
import { Command } from 'commander';
import { CliEnvironment, CliUsageError, withPlatform } from '../cli-context';
import type { ProgressStream } from './artists.command';

/** The file's checksum and, for the progress bar, its line count, in one read. */
async function trendFile(file: string): Promise<{ file: TrendFile; lines: number }> {
  const hash = createHash('sha256');
  // Each chunk read is a Buffer outside the heap: collected young, a large report's never pile up.
  const garbage = new StreamGarbageCollector();
  let lines = 0;
  for await (const chunk of fs.createReadStream(file)) {
    hash.update(chunk as Buffer);
    garbage.count((chunk as Buffer).length);
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  }
  return { file: { path: file, fileName: path.basename(file), checksum: hash.digest('hex') }, lines };
}

export function statsCommand(cli: CliEnvironment, { progress = process.stderr }: { progress?: ProgressStream } = {}): Command {
  const stats = new Command('stats').description("streaming statistics from the stores' daily trend reports");

  stats
    .command('import')
    .description("import a store's trend report: a DDEX DSR flat file (every file of a multi-file report at once) or a CSV in Soundpost's layout or a preset's; .gz accepted")
    .argument('<files...>', 'the report file, or every file of a multi-file DSR report')
    .requiredOption('--store <id>', 'the store id from the catalogue (spotify, deezer, …)')
    .option('--preset <id>', 'a column-mapping preset id (CSV only)')
    .option('--json', 'print the result as JSON')
    .action(async (files: string[], opts: { store: string; preset?: string; json?: boolean }) => {
      for (const file of files) if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliUsageError(`No such file: ${file}`);
      await withPlatform(cli, async ({ app }) => {
        const read = await Promise.all(files.map(trendFile));
        const compressed = files.some((f) => f.endsWith('.gz'));
        const total = compressed ? 0 : read.reduce((n, f) => n + f.lines, 0);
        const bar = progress.isTTY
          ? new SingleBar({ stream: progress as NodeJS.WritableStream, format: total ? '[{bar}] {percentage}%  {value}/{total} lines' : '{value} lines read', hideCursor: true })
          : null;
        bar?.start(total, 0);
        const started = performance.now();
        let result;
        try {
          const form = await validateStatsImportForm({ store_id: opts.store, preset_id: opts.preset });
          result = await app.get(StatsImportsService).importTrends({
            ...form,
            files: read.map((r) => r.file),
            staffId: null,
            onProgress: (lines) => bar?.update(lines),
          });
        } finally {
          bar?.stop();
        }
        const elapsedMs = Math.round(performance.now() - started);
        if (opts.json) return cli.io.out(JSON.stringify({ ...result, elapsed_ms: elapsedMs }));
        cli.io.out(
          `Imported ${files.join(', ')} as ${result.id}: ${result.lines_total} lines (${result.first_day} to ${result.last_day}), ${result.lines_matched} matched, ${result.lines_unmatched} unmatched, ${result.lines_rejected} refused, ${result.streams_total} streams; ${result.days_replaced} earlier days replaced (${(elapsedMs / 1000).toFixed(1)} s).`,
        );
        for (const bad of result.rejected.slice(0, 20)) cli.io.out(`  Line ${bad.line}: ${bad.reason}`);
        if (result.lines_rejected > 20) cli.io.out(`  … and ${result.lines_rejected - 20} more`);
      });
    });

  return stats;
}
