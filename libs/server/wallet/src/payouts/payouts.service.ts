import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatMoney,
  isLegalPayoutMove,
  PAYOUT_MESSAGES,
  validatePayoutDestination,
  WALLET_CURRENCY,
  type ArtistWalletResponse,
  type PayoutCreateRequest,
  type PayoutRequestPage,
  type PayoutRequestResponse,
  type PayoutStatus,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { ruled } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import { resolveMailLanguage } from '@soundpost/server-core/mail';
import { NoticesService } from '@soundpost/server-notifications';
import { TaxStandingService } from '@soundpost/server-tax';
import { DataSource, EntityManager } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { PAYOUT_STATUS_MAIL, PAYOUT_STATUS_WORDS } from '../mail/wallet-mail-templates';
import { PAYOUT_NOTIFICATIONS, WALLET_URL } from '../notifications/wallet-notification-templates';
import { PAYPAL_PAYOUT_RAIL, PayPalPayoutRail, RailOutcome, STRIPE_CONNECT_RAIL, StripeConnectRail } from '../rails/payout-rails';
import { WalletErrors } from '../wallet.errors';
import { startOfYearUtc, toPayoutRequestResponse, toWalletEarnings, toWalletResponse } from '../wallets/wallet.mapper';
import { WalletsRepository } from '../wallets/wallets.repository';
import { PayoutRequest } from './payout-request.entity';
import { artistPayoutsListSpec } from './payouts.list';
import { PayoutsRepository } from './payouts.repository';

/** Every move locks the payout row, then (through the ledger) the wallet: concurrent moves serialize, one settles. */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger('Payouts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly payouts: PayoutsRepository,
    private readonly wallets: WalletsRepository,
    private readonly users: UserSummariesService,
    private readonly notices: NoticesService,
    @Inject(PAYPAL_PAYOUT_RAIL) private readonly paypal: PayPalPayoutRail,
    @Inject(STRIPE_CONNECT_RAIL) private readonly stripe: StripeConnectRail,
    private readonly tax: TaxStandingService,
  ) {}

  async artistWallet(userId: string): Promise<ArtistWalletResponse> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const now = new Date();
    const [wallet, open, earnings] = await Promise.all([this.wallets.getById(walletId), this.payouts.findOpenOfWallet(walletId), this.ledger.royaltyEarnings(userId, startOfYearUtc(now))]);
    const response = toWalletResponse(wallet, open);
    return { ...response, wallet: response, earnings: toWalletEarnings(earnings, now.getUTCFullYear()) };
  }

  async artistPayouts(userId: string, list: ListQuery): Promise<PayoutRequestPage> {
    const qb = this.payouts.artistListQuery(userId);
    applyListQuery(qb, list, artistPayoutsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    return toPage(rows.map(toPayoutRequestResponse), total, list, artistPayoutsListSpec.resource);
  }

  async request(userId: string, input: PayoutCreateRequest): Promise<PayoutRequestResponse> {
    // The DTO checked it; this is its normalised form (lower-case e-mail, compact IBAN).
    const destination = ruled((value) => validatePayoutDestination(input.method, value), input.destination, input);
    // No payout without a valid tax form: 409 tax_form_required says why (missing, expired) and where to fix it (fix_url).
    // Asked before the transaction: it needs no lock, and the wallet's lock is then held for less.
    await this.tax.assertPayable(userId, new Date());
    try {
      const saved = await this.dataSource.transaction(async (m) => {
        const wallet = await this.ledger.lockWalletOfUser(m, userId);
        // The access guard refuses blocked accounts already; this is the same rule inside the transaction.
        if (await this.users.isBlocked(userId, m)) throw WalletErrors.accountBlocked();
        if (await this.payouts.hasOpen(wallet.id, m)) throw WalletErrors.openPayoutExists();
        if (input.amount > wallet.balanceCents) throw WalletErrors.exceedsBalance();
        // A closing payout (the account is about to close) is not bound by the minimum, but empties the wallet.
        if (input.closing === true && input.amount !== wallet.balanceCents) throw WalletErrors.closingPayoutNotWhole();
        const entry = await this.ledger.debit(
          m,
          { walletId: wallet.id, amountCents: input.amount, kind: 'payout', status: 'pending', description: `Payout request (${input.method})`, insufficientMessage: PAYOUT_MESSAGES.exceedsBalance },
          wallet,
        );
        return this.payouts.insert(
          {
            walletId: wallet.id,
            userId,
            amountCents: input.amount,
            currency: WALLET_CURRENCY,
            method: input.method,
            destination,
            notes: input.notes ?? null,
            status: 'requested',
            transactionId: entry.id,
          },
          m,
        );
      });
      return toPayoutRequestResponse(saved);
    } catch (error) {
      // The partial unique index behind the check above.
      if (isUniqueViolation(error, 'payout_requests_one_open')) throw WalletErrors.openPayoutExists();
      throw error;
    }
  }

  /** Closing an account (privacy asks, in its transaction): under the wallet's lock, its balance and whether a payout is not final yet. */
  async closingState(manager: EntityManager, userId: string): Promise<{ balanceCents: number; payoutInProgress: boolean }> {
    const wallet = await this.ledger.lockWalletOfUser(manager, userId);
    return { balanceCents: wallet.balanceCents, payoutInProgress: await this.payouts.hasOpen(wallet.id, manager) };
  }

  async cancelByArtist(userId: string, id: string): Promise<PayoutRequestResponse> {
    const payout = await this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id, userId);
      if (p.status !== 'requested') throw WalletErrors.illegalMove(p.status, 'cancelled');
      return this.apply(m, p, 'cancelled', null);
    });
    return toPayoutRequestResponse(payout);
  }

  /** Moving a PayPal or Stripe Connect payout to processing sends it after the commit. */
  async move(id: string, to: PayoutStatus, reason: string | null = null): Promise<PayoutRequest> {
    const payout = await this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id);
      if (!isLegalPayoutMove(p.status, to, p.method)) throw WalletErrors.illegalMove(p.status, to);
      if ((to === 'processing' || to === 'paid') && (await this.users.isBlocked(p.userId, m))) throw WalletErrors.ownerBlocked();
      return this.apply(m, p, to, reason);
    });
    if (payout.status === 'processing' && (payout.method === 'paypal' || payout.method === 'stripe_connect')) return this.dispatch(payout.id);
    return payout;
  }

  /** Idempotent by the payout id; a rail that cannot be reached leaves it processing for the poll. */
  async dispatch(id: string): Promise<PayoutRequest> {
    const payout = await this.payouts.getById(id);
    if (payout.status !== 'processing') return payout;
    if (await this.users.isBlocked(payout.userId)) return payout;
    let outcome: RailOutcome;
    try {
      outcome = await this.send(payout);
    } catch (error) {
      this.logger.warn(`Payout ${payout.id} (${payout.method}) could not be sent yet: ${(error as Error).message}`);
      return payout;
    }
    return this.applyRailOutcome(payout.id, outcome);
  }

  async reconcile(id: string): Promise<PayoutRequest> {
    const payout = await this.payouts.getById(id);
    if (payout.status !== 'processing') return payout;
    if (payout.method === 'paypal' && payout.sentAt) {
      if (await this.users.isBlocked(payout.userId)) return payout;
      return this.applyRailOutcome(payout.id, await this.paypal.status(railPayout(payout)));
    }
    return this.dispatch(id);
  }

  awaitingRail(limit = 100): Promise<string[]> {
    return this.payouts.idsAwaitingRail(limit);
  }

  async findByProviderRef(ref: string): Promise<string | null> {
    if (isUuid(ref)) return (await this.payouts.existsById(ref)) ? ref : null;
    return this.payouts.idByProviderRef(ref);
  }

  private async send(payout: PayoutRequest): Promise<RailOutcome> {
    if (payout.method === 'paypal') return this.paypal.send(railPayout(payout));
    const wallet = await this.wallets.getById(payout.walletId);
    if (!wallet.stripeAccountId) return { outcome: 'failed', failureReason: 'No payment account is linked to this wallet.' };
    return this.stripe.transfer({ ...railPayout(payout), accountId: wallet.stripeAccountId });
  }

  async applyRailOutcome(id: string, outcome: RailOutcome): Promise<PayoutRequest> {
    return this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id);
      if (p.status !== 'processing') return p;
      if (outcome.providerRef) p.providerRef = outcome.providerRef;
      p.sentAt ??= new Date();
      if (outcome.transferId) await this.ledger.setTransferId(m, p.transactionId, outcome.transferId);
      if (outcome.outcome === 'pending') return this.payouts.save(p, m);
      if (outcome.outcome === 'paid') {
        if (await this.users.isBlocked(p.userId, m)) return this.payouts.save(p, m);
        return this.apply(m, p, 'paid', null);
      }
      return this.apply(m, p, 'rejected', outcome.failureReason ?? 'The payment failed.');
    });
  }

  /** For the SEPA file, in its transaction; blocked owners' payouts stay approved. */
  async takeApprovedBankPayouts(m: EntityManager): Promise<PayoutRequest[]> {
    const approved = await this.payouts.lockApprovedBankPayouts(m);
    const blocked = await this.users.blockedAmong(approved.map((p) => p.userId), m);
    const taken: PayoutRequest[] = [];
    for (const p of approved) {
      if (blocked.has(p.userId)) continue;
      taken.push(await this.apply(m, p, 'processing', null));
    }
    return taken;
  }

  private async apply(m: EntityManager, p: PayoutRequest, to: PayoutStatus, reason: string | null): Promise<PayoutRequest> {
    if (to === 'paid') await this.ledger.settle(m, p.transactionId, 'completed');
    if (to === 'rejected' || to === 'cancelled') await this.ledger.settle(m, p.transactionId, 'failed');
    p.status = to;
    if (to === 'rejected' && reason) p.failureReason = reason;
    const saved = await this.payouts.save(p, m);
    await this.tell(m, saved);
    return saved;
  }

  private async tell(m: EntityManager, p: PayoutRequest): Promise<void> {
    const template = PAYOUT_NOTIFICATIONS[p.status as keyof typeof PAYOUT_NOTIFICATIONS];
    if (!template) return;
    const amount = formatMoney(p.amountCents, p.currency);
    const reason = p.status === 'rejected' && p.failureReason ? p.failureReason : '';
    await this.notices.tell(m, p.userId, {
      concerns: 'money',
      notification: { template, params: { amount, reason }, url: WALLET_URL },
      mail: {
        template: PAYOUT_STATUS_MAIL,
        params: (to) => ({ name: to.name, amount, status: PAYOUT_STATUS_WORDS[resolveMailLanguage(to.language)][p.status] ?? p.status, reason }),
      },
    });
  }

  private async lockPayout(m: EntityManager, id: string, ownerId?: string): Promise<PayoutRequest> {
    if (!isUuid(id)) throw WalletErrors.payoutNotFound();
    const payout = await this.payouts.lockById(id, m, ownerId);
    if (!payout) throw WalletErrors.payoutNotFound();
    return payout;
  }
}

function railPayout(p: PayoutRequest) {
  return { id: p.id, amountCents: p.amountCents, currency: p.currency, destination: p.destination, providerRef: p.providerRef };
}
