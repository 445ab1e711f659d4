import { randomUUID } from 'node:crypto';
import { Plan } from '@soundpost/server-billing/schema';
import { DataSource } from 'typeorm';
import type { TestApp } from '../test-app';

/** Free, Artist (0,99 €), Producer (2,99 €) plans with keys unique to this test run. */
export async function newPlans(t: TestApp): Promise<{ free: Plan; artist: Plan; producer: Plan }> {
  const repo = t.app.get(DataSource).getRepository(Plan);
  const tag = randomUUID().slice(0, 8);
  const make = (name: string, priceCents: number) => repo.save(repo.create({ key: `${name.toLowerCase()}-${tag}`, name, priceCents, currency: 'EUR', billingCycle: 'monthly' }));
  return { free: await make('Free', 0), artist: await make('Artist', 99), producer: await make('Producer', 299) };
}

/** Counts of what one payment left behind: paid transactions for the reference, the user's subscriptions. */
export async function paymentRows(t: TestApp, userId: string, providerRef: string) {
  const db = t.app.get(DataSource);
  const [{ paid }] = await db.query(`SELECT count(*)::int AS paid FROM billing_transactions WHERE provider_ref = $1 AND status = 'paid'`, [providerRef]);
  const [{ active, total }] = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'active')::int AS active, count(*)::int AS total FROM subscriptions WHERE user_id = $1`,
    [userId],
  );
  return { paid: paid as number, active: active as number, total: total as number };
}
