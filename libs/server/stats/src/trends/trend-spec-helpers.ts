import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TrendBadLine } from '@soundpost/contracts';
import type { TrendLine, TrendReadHooks, TrendReadOptions, TrendReadSummary } from './trend-line';

// Shared by the readers' specs (not a spec itself).

export const FIXTURES = path.join(__dirname, 'fixtures');
export const fixture = (name: string): string => path.join(FIXTURES, name);

export const OPTIONS: TrendReadOptions = {
  mapping: null,
  today: '2026-11-28',
  limits: { maxLineBytes: 64 * 1024, maxDecompressedBytes: 64 * 1024 * 1024, maxGzipRatio: 1000 },
};

export interface Collected {
  lines: TrendLine[];
  bad: TrendBadLine[];
  summary: TrendReadSummary;
}

/** Gathers what a reader hands on; with `slow`, every other line makes the reader wait, as a busy consumer does. */
export async function collect(read: (hooks: TrendReadHooks) => Promise<TrendReadSummary>, slow = false): Promise<Collected> {
  const lines: TrendLine[] = [];
  const bad: TrendBadLine[] = [];
  const onLine = (l: TrendLine): void | Promise<void> => {
    if (!slow || lines.length % 2 === 0) {
      lines.push(l);
      return;
    }
    return new Promise((resolve) => setTimeout(() => resolve(void lines.push(l)), 1));
  };
  const summary = await read({ onLine, onBad: (b) => bad.push(b) });
  return { lines, bad, summary };
}

/** A scratch directory for variants of the fixtures, removed after the suite. */
export function scratch(): { file(name: string, content: string | Buffer): string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-trends-'));
  return {
    file(name, content) {
      const at = path.join(dir, name);
      fs.writeFileSync(at, content);
      return at;
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

export const readFixture = (name: string): string => fs.readFileSync(fixture(name), 'utf8');

/** The 422 a refused report answers, with its message. */
export const refused = (message: string) => ({ status: 422, code: 'validation_failed', message, errors: { file: [message] } });
