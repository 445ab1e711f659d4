import { STATS_MESSAGES } from '@soundpost/contracts';
import { readTrendCsv } from './csv-trend-reader';
import { readDsrFiles } from './dsr-reader';
import { forEachLine } from './text-lines';
import type { TrendReadHooks, TrendReadOptions, TrendReadSummary } from './trend-line';
import { openTrendText, readError, refuse } from './trend-values';

/** A DSR flat file's first record (after comment rows) is its HEAD. */
export async function looksLikeDsr(path: string, options: TrendReadOptions): Promise<boolean> {
  let dsr = false;
  try {
    await forEachLine(await openTrendText(path, options.limits), (line) => {
      if (line.trim() === '' || line.startsWith('#')) return true;
      dsr = line.startsWith('HEAD\t');
      return false;
    });
  } catch (error) {
    throw readError(error);
  }
  return dsr;
}

/** Reads an uploaded trend report: a DSR report (one or several files) or one CSV file, told apart by the first file's first record. */
export async function readTrendFiles(paths: string[], options: TrendReadOptions, hooks: TrendReadHooks): Promise<TrendReadSummary> {
  if (paths.length === 0) throw refuse(STATS_MESSAGES.fileRequired);
  if (await looksLikeDsr(paths[0], options)) return readDsrFiles(paths, options, hooks);
  if (paths.length > 1) throw refuse(STATS_MESSAGES.csvOneFile);
  return readTrendCsv(paths[0], options, hooks);
}
