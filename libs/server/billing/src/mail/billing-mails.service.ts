import { Inject, Injectable } from '@nestjs/common';
import { formatMoney } from '@soundpost/contracts';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { NoticesService } from '@soundpost/server-notifications';
import { EntityManager } from 'typeorm';
import type { Plan } from '../plans/plan.entity';
import type { Subscription } from '../subscriptions/subscription.entity';
import type { BillingTransaction } from '../transactions/billing-transaction.entity';
import { BANK_TRANSFER_MAIL, PAYMENT_RECEIPT_MAIL, SUBSCRIPTION_ENDED_MAIL } from './billing-mail-templates';

const day = (date: Date | null | undefined): string => (date ?? new Date()).toISOString().slice(0, 10);

/** Queued in the caller's transaction: once per event however often a provider retries. Links use PUBLIC_URL, never the request's host. */
@Injectable()
export class BillingMailsService {
  constructor(
    private readonly notices: NoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get myPlanLink(): string {
    return `${this.config.publicUrl}/account/myplan`;
  }

  /** `language`: the checkout request's, else the one the artist last logged in with. */
  async paymentReceipt(tx: BillingTransaction, plan: Plan, subscription: Subscription, m: EntityManager): Promise<void> {
    await this.notices.tell(m, tx.userId, {
      concerns: 'money',
      mail: {
        template: PAYMENT_RECEIPT_MAIL,
        language: tx.mailLanguage,
        params: (to) => ({
          name: to.name,
          plan: plan.name,
          price: formatMoney(tx.priceCents ?? tx.amountCents, tx.currency),
          credit: formatMoney(tx.creditCents, tx.currency),
          amount: formatMoney(tx.amountCents, tx.currency),
          period_start: day(subscription.currentPeriodStart),
          period_end: day(subscription.currentPeriodEnd),
          transaction_id: tx.id,
          link: this.myPlanLink,
        }),
      },
    });
  }

  async bankTransferInstructions(tx: BillingTransaction, plan: Plan, m: EntityManager): Promise<void> {
    const reference = tx.providerRef;
    if (!reference) return;
    const { accountName, iban, swift } = this.config.bankAccount;
    await this.notices.tell(m, tx.userId, {
      concerns: 'money',
      mail: {
        template: BANK_TRANSFER_MAIL,
        language: tx.mailLanguage,
        params: (to) => ({ name: to.name, plan: plan.name, amount: formatMoney(tx.amountCents, tx.currency), reference, account_name: accountName, iban, swift, link: this.myPlanLink }),
      },
    });
  }

  async subscriptionEnded(subscription: Subscription, plan: Pick<Plan, 'name'> | null, reason: 'replaced' | 'canceled' | 'expired', language: string | null, m: EntityManager): Promise<void> {
    await this.notices.tell(m, subscription.userId, {
      concerns: 'account',
      mail: {
        template: SUBSCRIPTION_ENDED_MAIL,
        language,
        params: (to) => ({ name: to.name, plan: plan?.name ?? '—', reason, ended_on: day(subscription.expiresAt), link: this.myPlanLink }),
      },
    });
  }
}
