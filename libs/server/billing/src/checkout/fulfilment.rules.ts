import type { BillingCycle } from '../plans/plan.entity';
import type { BillingTransaction } from '../transactions/billing-transaction.entity';

export interface PaidAmount {
  amountCents: number;
  currency: string;
  /** The caller the payment must belong to (confirm calls); webhooks may leave it out. */
  userId?: string;
}

export function paymentMatches(tx: Pick<BillingTransaction, 'amountCents' | 'currency' | 'userId'>, paid: PaidAmount): boolean {
  return tx.amountCents === paid.amountCents && tx.currency.toUpperCase() === paid.currency.toUpperCase() && (paid.userId === undefined || tx.userId === paid.userId);
}

export function firstPeriod(cycle: BillingCycle, start: Date): { start: Date; end: Date } {
  const end = new Date(start);
  if (cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return { start: new Date(start), end };
}
