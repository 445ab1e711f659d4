import fs from 'node:fs';
import { pipeline, Transform, TransformCallback } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Command, Option } from 'commander';
import { csvImportErrorText } from '@soundpost/contracts';
import { ArtistCsvImportService, ArtistImportProgress } from '@soundpost/server-kyc';
import { CliEnvironment, CliUsageError, withPlatform } from '../cli-context';

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

const BAR_WIDTH = 30;
const REDRAW_MS = 100;
/** The CLI prints every error (the back office lists 10); past this many it prints the count. */
const MAX_ERRORS_LISTED = 1000;
const GC_EVERY_CHUNKS = 5;

/**
 * V8 collects lazily and grows its heap with the allocation rate: without this a 100k-row import peaked at ~290 MiB
 * RSS against ~190 MiB for 10k rows (docs/benchmarks.md, B2). Reached as jest's leak detector does.
 */
function collectGarbage(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as () => void;
}

class ByteCounter extends Transform {
  bytes = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    callback(null, chunk);
  }
}

class ProgressBar {
  private lastDraw = 0;

  constructor(
    private readonly out: ProgressStream,
    private readonly totalBytes: number,
  ) {}

  update(bytes: number, progress: ArtistImportProgress, final = false): void {
    if (!this.out.isTTY) return;
    const now = Date.now();
    if (!final && now - this.lastDraw < REDRAW_MS) return;
    this.lastDraw = now;
    const ratio = this.totalBytes ? Math.min(1, bytes / this.totalBytes) : 1;
    const filled = Math.round(ratio * BAR_WIDTH);
    const n = (x: number) => x.toLocaleString('en-US');
    const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)}%  ${n(progress.rows)} rows  ${n(progress.created)} created  ${n(progress.skipped)} skipped`;
    this.out.write(`\r${line}${final ? '\n' : ''}`);
  }
}

export function artistsCommand(cli: CliEnvironment, { progress = process.stderr }: { progress?: ProgressStream } = {}): Command {
  const artists = new Command('artists').description('artist accounts');

  artists
    .command('import')
    .description('create artist accounts from a CSV file (columns name,email,password and optionally email_verified,is_verified,document_status)')
    .argument('<file>', 'the CSV file')
    .option('--no-hash', 'do not hash passwords: the accounts get no usable password and must reset it (bulk loads, benchmarks)')
    .addOption(new Option('--no-hash-check', 'the same as --no-hash').hideHelp())
    .option('--json', 'print the summary as JSON')
    .action(async (file: string, opts: { hash: boolean; hashCheck: boolean; json?: boolean }) => {
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) throw new CliUsageError(`No such file: ${file}`);
      const hashPasswords = opts.hash && opts.hashCheck;
      await withPlatform(cli, async ({ app }) => {
        const counter = new ByteCounter();
        pipeline(fs.createReadStream(file), counter, () => undefined);
        const bar = new ProgressBar(progress, fs.statSync(file).size);
        const started = performance.now();
        let last: ArtistImportProgress = { rows: 0, created: 0, skipped: 0 };
        let chunks = 0;
        const gc = collectGarbage();
        const result = await app.get(ArtistCsvImportService).importArtists(counter, {
          hashPasswords,
          maxErrors: MAX_ERRORS_LISTED,
          onProgress: (p) => {
            last = p;
            bar.update(counter.bytes, p);
            if (++chunks % GC_EVERY_CHUNKS === 0) gc();
          },
        });
        bar.update(counter.bytes, last, true);
        const elapsedMs = Math.round(performance.now() - started);
        if (!hashPasswords) cli.io.err('Passwords were not hashed (--no-hash): the imported accounts have no password and must reset it to log in.');
        if (opts.json) return cli.io.out(JSON.stringify({ ...result, elapsed_ms: elapsedMs }));
        cli.io.out(`Imported ${file}: ${result.created} created, ${result.skipped} skipped (${(elapsedMs / 1000).toFixed(1)} s).`);
        if (result.error_count) {
          cli.io.out(`Errors (${result.error_count}):`);
          for (const error of result.errors) cli.io.out(`  ${csvImportErrorText(error)}`);
          if (result.error_count > result.errors.length) cli.io.out(`  … and ${result.error_count - result.errors.length} more`);
        }
      });
    });

  return artists;
}
