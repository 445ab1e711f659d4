import { pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { WALLET_TRANSACTION_CSV_COLUMNS } from '@soundpost/contracts';
import { BULK_STATEMENT_TIMEOUT } from '@soundpost/server-core/database';
import { StreamGarbageCollector } from '@soundpost/server-core/storage';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import type { WalletTransaction } from './wallet-transaction.entity';

/**
 * Each chunk is a few fresh Buffers outside the JS heap (socket read, COPY message, CRLF copy)
 * that V8 would only collect after ~64 MiB; a young collection every MiB keeps a few MiB.
 */
const EXPORT_GC_EVERY_BYTES = 1024 * 1024;


/**
 * A free-text cell a spreadsheet would run as a formula (= + - @ tab CR first, or their full-width
 * forms, like the contracts' writer) gets a leading quote (OWASP); an empty text is written like
 * NULL, since COPY would quote it ("").
 */
const textCell = (expr: string): string =>
  `NULLIF(CASE WHEN left(${expr}, 1) IN ('=', '+', '-', '@', chr(9), chr(13), chr(65309), chr(65291), chr(65293), chr(65312)) THEN '''' || ${expr} ELSE ${expr} END, '')`;

/**
 * The free-text columns, always quoted (COPY's FORCE_QUOTE): COPY quotes only for a comma, a quote
 * or a line break, so `x;=1+1` would reach a semicolon-locale spreadsheet as two cells, the second
 * a formula. COPY cannot quote on the contracts writer's rule; quoting every such cell is a
 * superset of it (the export stays in Postgres for its memory bound, docs/benchmarks.md).
 */
const FORCE_QUOTED = ['user_name', 'user_email', 'description', 'external_ref', 'stripe_transfer_id'] as const;

/**
 * The spec's columns, formatted by Postgres: amounts are positive cents, so `amount_eur` is the
 * plain decimal with two places; `created_at` is JavaScript's toISOString (UTC, milliseconds,
 * truncated like node-postgres's Date).
 */
const EXPORT_COLUMNS: Record<(typeof WALLET_TRANSACTION_CSV_COLUMNS)[number], string> = {
  id: 't.id::text',
  wallet_id: 't.wallet_id::text',
  user_name: textCell('u.name'),
  user_email: textCell('u.email'),
  type: 't.type::text',
  amount_eur: 'round(t.amount_cents / 100.0, 2)',
  status: 't.status::text',
  description: textCell('t.description'),
  external_ref: textCell('t.external_ref'),
  stripe_transfer_id: textCell('t.stripe_transfer_id'),
  created_at: `to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/**
 * The list's query selecting the export's columns, named (COPY's header line) and ordered as the
 * spec says. Every one is an expression: TypeORM would move a bare entity column (`t.type`) first.
 */
export function selectExportColumns(qb: SelectQueryBuilder<WalletTransaction>): SelectQueryBuilder<WalletTransaction> {
  qb.select([]).leftJoin('auth_user_summaries', 'u', 'u.id = w.user_id');
  for (const column of WALLET_TRANSACTION_CSV_COLUMNS) qb.addSelect(EXPORT_COLUMNS[column], column);
  return qb;
}

/** A node-postgres array parameter as Postgres's array text, the form pg itself sends. */
function arrayText(values: unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/**
 * COPY takes no bind parameters: each `$n` becomes an untyped literal escaped by the client
 * (escapeLiteral), so Postgres infers its type from the context exactly as for the parameter.
 */
export function inlineParameters(sql: string, params: unknown[], client: Pick<PoolClient, 'escapeLiteral'>): string {
  const literals = params.map((value) => {
    if (value === null || value === undefined) return 'NULL';
    if (value instanceof Date) return client.escapeLiteral(value.toISOString());
    if (Array.isArray(value)) return client.escapeLiteral(arrayText(value));
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return client.escapeLiteral(String(value));
    throw new TypeError(`Unsupported export query parameter: ${typeof value}`);
  });
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const literal = literals[Number(n) - 1];
    if (literal === undefined) throw new RangeError(`Export query parameter $${n} is missing`);
    return literal;
  });
}

/**
 * COPY ends rows with LF; the export's lines end with CRLF (RFC 4180). A line feed inside a quoted
 * cell is data and stays as it is: the quote state carries across chunks (quotes inside a quoted
 * cell come doubled, so toggling on each one is exact).
 */
export class CrlfRows extends Transform {
  private quoted = false;
  private readonly collector = new StreamGarbageCollector(EXPORT_GC_EVERY_BYTES);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const breaks: number[] = [];
    let quoted = this.quoted;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === 0x22) quoted = !quoted;
      else if (byte === 0x0a && !quoted) breaks.push(i);
    }
    this.quoted = quoted;
    this.collector.count(chunk.length);
    if (!breaks.length) return done(null, chunk);
    const out = Buffer.allocUnsafe(chunk.length + breaks.length);
    let from = 0;
    let at = 0;
    for (const i of breaks) {
      at += chunk.copy(out, at, from, i);
      out[at++] = 0x0d;
      from = i;
    }
    chunk.copy(out, at, from);
    done(null, out);
  }
}

/**
 * The query's rows as CSV written by Postgres (COPY … TO STDOUT, one snapshot), on a client of its
 * own: bytes go to the reader as they come, with backpressure, never as rows in JavaScript. The
 * client goes back to the pool when the copy ends; if it is cut (error, the reader went away) the
 * connection is discarded, since it is still in the middle of the COPY.
 */
export async function copyCsv(dataSource: DataSource, qb: SelectQueryBuilder<WalletTransaction>): Promise<Readable> {
  const [sql, params] = qb.getQueryAndParameters();
  const [client, release] = (await (dataSource.driver as PostgresDriver).obtainMasterConnection()) as [PoolClient, (discard?: Error) => void];
  let copy: Readable;
  try {
    await client.query(`BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL statement_timeout = '${BULK_STATEMENT_TIMEOUT}'`);
    copy = client.query(copyTo(`COPY (${inlineParameters(sql, params, client)}) TO STDOUT WITH (FORMAT csv, HEADER true, FORCE_QUOTE (${FORCE_QUOTED.join(', ')}))`));
  } catch (error) {
    release(error as Error);
    throw error;
  }
  // Ending a discarded client fails its COPY once more, after the pipeline is over: nothing to do then.
  copy.on('error', () => undefined);
  return pipeline(copy, new CrlfRows(), (error) => {
    if (error) return release(error);
    client.query('COMMIT').then(
      () => release(),
      (commitError: Error) => release(commitError),
    );
  });
}
