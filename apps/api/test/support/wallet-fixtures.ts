import { randomUUID } from 'node:crypto';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';
import { approvedArtist, caller } from './releases-fixtures';
import { stepUp } from './step-up';

/**
 * An approved artist whose wallet holds `cents` (a royalty credit through the ledger), their session
 * stepped up as a person who has just confirmed an e-mailed code (payouts need it).
 */
export async function fundedArtist(t: TestApp, cents: number) {
  const artist = await approvedArtist(t);
  await stepUp(t, artist);
  const db = t.app.get(DataSource);
  const { walletId } = await db.transaction((m) => t.app.get(LedgerService).credit(m, { userId: artist.id, amountCents: cents, kind: 'royalty', description: 'Royalties', externalRef: randomUUID() }));
  return { ...artist, walletId };
}

export async function balanceOf(t: TestApp, walletId: string): Promise<number> {
  const [row] = await t.app.get(DataSource).query('SELECT balance_cents FROM wallets WHERE id = $1', [walletId]);
  return Number(row.balance_cents);
}

/** The ledger invariant: every cached balance equals its entries (checked after every wallet test). */
export async function expectLedgerConsistent(t: TestApp): Promise<void> {
  const mismatches = await t.app.get(LedgerService).verify();
  if (mismatches.length) throw new Error(`Ledger mismatch: ${JSON.stringify(mismatches)}`);
}

/** `caller` with an Idempotency-Key header. */
export function keyedCaller(t: TestApp) {
  return async (method: string, path: string, token: string, json: unknown, key: string) => {
    const res = await t.api(`/api${path}`, { method, token, json, headers: { 'Idempotency-Key': key } });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}

export { caller };
