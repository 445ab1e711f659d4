import { Transform, type TransformCallback } from 'node:stream';
import { WALLET_TRANSACTION_CSV_COLUMNS } from '@soundpost/contracts';
import { StreamGarbageCollector } from '@soundpost/server-core/storage';
import type { PoolClient } from 'pg';
import type { SelectQueryBuilder } from 'typeorm';
import type { WalletTransaction } from './wallet-transaction.entity';

// Chunks are Buffers outside the JS heap that V8 would collect only after ~64 MiB.
const EXPORT_GC_EVERY_BYTES = 1024 * 1024;

// A cell a spreadsheet would run as a formula gets a leading quote (OWASP); '' is written as NULL, which COPY leaves unquoted.
const textCell = (expr: string): string =>
  `NULLIF(CASE WHEN left(${expr}, 1) IN ('=', '+', '-', '@', chr(9), chr(13), chr(65309), chr(65291), chr(65293), chr(65312)) THEN '''' || ${expr} ELSE ${expr} END, '')`;

// Always quoted: COPY quotes only for a comma, quote or line break, so `x;=1+1` would be two cells in a semicolon locale.
export const FORCE_QUOTED = ['user_name', 'user_email', 'description', 'external_ref', 'stripe_transfer_id'] as const;

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

/** Every column is an expression: TypeORM would move a bare entity column (`t.type`) first. */
export function selectExportColumns(qb: SelectQueryBuilder<WalletTransaction>): SelectQueryBuilder<WalletTransaction> {
  qb.select([]).leftJoin('auth_user_summaries', 'u', 'u.id = w.user_id');
  for (const column of WALLET_TRANSACTION_CSV_COLUMNS) qb.addSelect(EXPORT_COLUMNS[column], column);
  return qb;
}

function arrayText(values: unknown[]): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}

/** COPY takes no bind parameters: each `$n` becomes an untyped literal, typed by its context as the parameter was. */
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

/** Rows end with CRLF (RFC 4180); a line feed inside a quoted cell is data, tracked across chunks. */
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
