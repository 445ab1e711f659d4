import { Inject, Injectable } from '@nestjs/common';
import { formatMoney } from '@soundpost/contracts';
import { USER_SUMMARIES_VIEW, UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { MailService } from '@soundpost/server-core/mail';
import { EntityManager } from 'typeorm';
import type { Plan } from '../plans/plan.entity';
import type { Subscription } from '../subscriptions/subscription.entity';
import type { BillingTransaction } from '../transactions/billing-transaction.entity';
import { BANK_TRANSFER_MAIL, PAYMENT_RECEIPT_MAIL, SUBSCRIPTION_ENDED_MAIL } from './billing-mail-templates';

const day = (date: Date | null | undefined): string => (date ?? new Date()).toISOString().slice(0, 10);

/**
 * Billing's e-mails to the artist, queued in the caller's transaction (core's outbox) so each goes
 * out exactly when the change that causes it commits: once per event, however often a provider
 * retries (the retry finds the change already made and queues nothing). Links always use the
 * configured PUBLIC_URL, never the address a request came to.
 */
@Injectable()
export class BillingMailsService {
  constructor(
    private readonly mail: MailService,
    private readonly users: UserSummariesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The checkout request's language, else the one the artist last logged in with (English when neither). */
  private async languageFor(userId: string, given: string | null, m: EntityManager): Promise<string | null> {
    return given ?? (await this.users.languageOf(userId, m));
  }

  /**
   * Name and address from auth's published view, on the caller's connection: these run under the
   * artist's locks, where asking the pool for a second connection could wait on itself.
   */
  private async contact(userId: string, m: EntityManager): Promise<{ name: string; email: string } | null> {
    const rows: Array<{ name: string; email: string }> = await m.query(`SELECT name, email FROM ${USER_SUMMARIES_VIEW} WHERE id = $1`, [userId]);
    return rows[0] ?? null;
  }

  private get myPlanLink(): string {
    return `${this.config.publicUrl}/account/myplan`;
  }

  async paymentReceipt(tx: BillingTransaction, plan: Plan, subscription: Subscription, m: EntityManager): Promise<void> {
    const user = await this.contact(tx.userId, m);
    if (!user) return;
    await this.mail.queue(
      {
        to: user.email,
        template: PAYMENT_RECEIPT_MAIL,
        language: await this.languageFor(tx.userId, tx.mailLanguage, m),
        params: {
          name: user.name,
          plan: plan.name,
          price: formatMoney(tx.priceCents ?? tx.amountCents, tx.currency),
          credit: formatMoney(tx.creditCents, tx.currency),
          amount: formatMoney(tx.amountCents, tx.currency),
          period_start: day(subscription.currentPeriodStart),
          period_end: day(subscription.currentPeriodEnd),
          transaction_id: tx.id,
          link: this.myPlanLink,
        },
      },
      m,
    );
  }

  async bankTransferInstructions(tx: BillingTransaction, plan: Plan, m: EntityManager): Promise<void> {
    const user = await this.contact(tx.userId, m);
    if (!user || !tx.providerRef) return;
    const { accountName, iban, swift } = this.config.billing.bank;
    await this.mail.queue(
      {
        to: user.email,
        template: BANK_TRANSFER_MAIL,
        language: await this.languageFor(tx.userId, tx.mailLanguage, m),
        params: { name: user.name, plan: plan.name, amount: formatMoney(tx.amountCents, tx.currency), reference: tx.providerRef, account_name: accountName, iban, swift, link: this.myPlanLink },
      },
      m,
    );
  }

  async subscriptionEnded(subscription: Subscription, plan: Pick<Plan, 'name'> | null, reason: 'replaced' | 'canceled' | 'expired', language: string | null, m: EntityManager): Promise<void> {
    const user = await this.contact(subscription.userId, m);
    if (!user) return;
    await this.mail.queue(
      {
        to: user.email,
        template: SUBSCRIPTION_ENDED_MAIL,
        language: await this.languageFor(subscription.userId, language, m),
        params: { name: user.name, plan: plan?.name ?? '—', reason, ended_on: day(subscription.expiresAt), link: this.myPlanLink },
      },
      m,
    );
  }
}
