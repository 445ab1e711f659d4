import { Injectable } from '@nestjs/common';
import type { TaxStanding } from '@soundpost/contracts';
import type { EntityManager } from 'typeorm';
import { TaxFormsRepository } from '../forms/tax-forms.repository';
import { TaxErrors } from '../tax.errors';
import { blocksPayouts, standingOf, withholdingOf, type WithholdingRate } from './tax-standing';

/**
 * What other domains ask the tax domain: may this account be paid out, and at which rate are its
 * US-source royalties withheld. Each call reads the form in force at `at` (now by default), in the
 * caller's transaction when it passes its manager.
 */
@Injectable()
export class TaxStandingService {
  constructor(private readonly forms: TaxFormsRepository) {}

  async standingOf(accountId: string, at: Date = new Date(), manager?: EntityManager): Promise<TaxStanding> {
    const [form] = await this.forms.inForceAmong([accountId], at, manager);
    return standingOf(form ?? null, at);
  }

  /** W-9: 0; valid W-8 with a treaty claim: its rate; valid W-8 without: 3000; no form or expired: 3000. */
  async withholdingRates(accountIds: readonly string[], at: Date, manager?: EntityManager): Promise<Map<string, WithholdingRate>> {
    const ids = [...new Set(accountIds)];
    const forms = await this.forms.inForceAmong(ids, at, manager);
    const byAccount = new Map(forms.map((f) => [f.accountId, f]));
    return new Map(ids.map((id) => [id, withholdingOf(byAccount.get(id) ?? null, at)]));
  }

  /**
   * Throws 409 `tax_form_required` (with the reason and `fix_url`) when the account may not be paid out.
   * Every payout request asks, so a form in force is found with the leanest read; only a refusal reads
   * the whole standing to say why.
   */
  async assertPayable(accountId: string, at: Date = new Date(), manager?: EntityManager): Promise<void> {
    const expiry = await this.forms.currentExpiryOf(accountId);
    if (expiry === null || (expiry !== undefined && new Date(expiry).getTime() > at.getTime())) return;
    const standing = await this.standingOf(accountId, at, manager);
    if (blocksPayouts(standing)) throw TaxErrors.formRequired(standing);
  }
}
