import { Injectable } from '@nestjs/common';
import { formatMoney } from '@soundpost/contracts';
import { TaxStandingService } from '@soundpost/server-tax';
import { LedgerService } from '@soundpost/server-wallet';
import type { EntityManager } from 'typeorm';
import { DEFAULT_WITHHOLDING_RATE_BP, usSourceGross, withheldCents } from '../posting/us-source';

export interface RoyaltyCredit {
  userId: string;
  amountCents: number;
  /** The account's share of the credit's US-source lines (same exact shares), before clamping to [0, amount]. */
  usSourceCents: number;
  importId: string;
  period: string;
  description: string;
  externalRef: string;
}

export type WithholdingBasis = 'w9' | 'treaty' | 'no_treaty' | 'no_form' | 'expired';

export interface RoyaltyCreditEntry {
  id: string;
  walletId: string;
  userId: string;
  grossUsCents: number;
  withheldCents: number;
  rateBp: number;
  basis: WithholdingBasis;
}

/**
 * The one place royalties touches the wallet lib: completed credits in the caller's transaction, under the wallets' row locks,
 * each followed (same transaction) by its US withholding as an entry of its own when there is any.
 */
@Injectable()
export class RoyaltyCreditSink {
  constructor(
    private readonly ledger: LedgerService,
    private readonly tax: TaxStandingService,
  ) {}

  /**
   * Many credits in the ledger's fixed number of statements; the entries come back in the order given. The rates are the tax
   * domain's at `at` (an account it does not answer for is withheld at 30%); the withholding is floor(gross_us × rate / 10000).
   */
  async creditMany(manager: EntityManager, credits: RoyaltyCredit[], at: Date = new Date()): Promise<RoyaltyCreditEntry[]> {
    if (!credits.length) return [];
    const rates = await this.tax.withholdingRates([...new Set(credits.map((c) => c.userId))].sort(), at, manager);
    const figures = credits.map((c) => {
      const rate = rates.get(c.userId) ?? { rateBp: DEFAULT_WITHHOLDING_RATE_BP, basis: 'no_form' as const };
      const grossUsCents = usSourceGross(c.usSourceCents, c.amountCents);
      return { grossUsCents, rateBp: rate.rateBp, basis: rate.basis as WithholdingBasis, withheldCents: withheldCents(grossUsCents, rate.rateBp) };
    });
    const meta = (c: RoyaltyCredit, i: number) => ({ import_id: c.importId, period: c.period, gross_us_cents: figures[i].grossUsCents, rate_bp: figures[i].rateBp, basis: figures[i].basis });
    const entries = await this.ledger.creditMany(
      manager,
      credits.map((c, i) => ({ userId: c.userId, amountCents: c.amountCents, kind: 'royalty', description: c.description, externalRef: c.externalRef, meta: meta(c, i) })),
    );
    const withheld = credits.map((c, i) => ({ c, i })).filter(({ i }) => figures[i].withheldCents > 0);
    await this.ledger.withholdMany(
      manager,
      withheld.map(({ c, i }) => ({
        userId: c.userId,
        amountCents: figures[i].withheldCents,
        kind: 'withholding',
        description: withholdingDescription(figures[i].rateBp, figures[i].grossUsCents, c.period),
        externalRef: c.externalRef,
        meta: { ...meta(c, i), credit_id: entries[i].id },
      })),
    );
    return entries.map((e, i) => ({ ...e, ...figures[i] }));
  }

  /** The US tax the wallet withheld from the account's credits, by import id (statements show it). */
  withheldByImport(userId: string, importIds: string[]): Promise<Map<string, number>> {
    return this.ledger.withheldByImport(userId, importIds);
  }
}

/** "US tax withheld: 30% of EUR 12.34 US-source royalties (2026-01)". */
export function withholdingDescription(rateBp: number, grossUsCents: number, period: string): string {
  return `US tax withheld: ${rateBp / 100}% of ${formatMoney(grossUsCents)} US-source royalties (${period})`;
}
