import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatMoney,
  isLegalPayoutMove,
  OPEN_PAYOUT_STATUSES,
  PAYOUT_MESSAGES,
  validatePayoutDestination,
  WALLET_CURRENCY,
  type ArtistWalletResponse,
  type PayoutRequestPage,
  type PayoutRequestResponse,
  type PayoutStatus,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DomainError, validateBody } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import { MailService } from '@soundpost/server-core/mail';
import { NotificationsService } from '@soundpost/server-notifications';
import { DataSource, EntityManager, In } from 'typeorm';
import { PayoutCreateDto } from '../http/wallet.dto';
import { LedgerService } from '../ledger/ledger.service';
import { PAYOUT_STATUS_MAIL, PAYOUT_STATUS_WORDS } from '../mail/wallet-mail-templates';
import { PAYOUT_NOTIFICATIONS, WALLET_URL } from '../notifications/wallet-notification-templates';
import { PAYPAL_PAYOUT_RAIL, PayPalPayoutRail, RailOutcome, STRIPE_CONNECT_RAIL, StripeConnectRail } from '../rails/payout-rails';
import { WalletErrors } from '../wallet.errors';
import { Wallet } from '../wallets/wallet.entity';
import { toPayoutRequestResponse, toWalletResponse } from '../wallets/wallet.mapper';
import { AccountStatusReader } from './account-status.reader';
import { PayoutRequest } from './payout-request.entity';
import { artistPayoutsListSpec } from './payouts.list';

/**
 * Payout requests and their statuses. The money is held by a pending debit written with the
 * request; every move locks the request row first, then (through the ledger) the wallet, so
 * concurrent moves of one payout serialize and exactly one of them settles its entry.
 */
@Injectable()
export class PayoutsService {
  private readonly logger = new Logger('Payouts');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly accounts: AccountStatusReader,
    private readonly notifications: NotificationsService,
    private readonly mail: MailService,
    private readonly users: UserSummariesService,
    @Inject(PAYPAL_PAYOUT_RAIL) private readonly paypal: PayPalPayoutRail,
    @Inject(STRIPE_CONNECT_RAIL) private readonly stripe: StripeConnectRail,
  ) {}

  // --- The artist ---

  /** GET /artist/wallet: the wallet (made on first sight) and its open request. */
  async artistWallet(userId: string): Promise<ArtistWalletResponse> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const [wallet, open] = await Promise.all([
      this.dataSource.getRepository(Wallet).findOneByOrFail({ id: walletId }),
      this.dataSource.getRepository(PayoutRequest).findOne({ where: { walletId, status: In([...OPEN_PAYOUT_STATUSES]) } }),
    ]);
    const response = toWalletResponse(wallet, open);
    return { ...response, wallet: response };
  }

  async artistPayouts(userId: string, list: ListQuery): Promise<PayoutRequestPage> {
    const qb = this.dataSource.getRepository(PayoutRequest).createQueryBuilder('p').where('p.user_id = :userId', { userId });
    applyListQuery(qb, list, artistPayoutsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    return toPage(rows.map(toPayoutRequestResponse), total, list, artistPayoutsListSpec.resource);
  }

  /**
   * POST /artist/wallet/payouts: the request and its pending debit in one transaction, under the
   * wallet's lock: a second open request is a 409, an amount over the balance a 422.
   */
  async request(userId: string, body: unknown): Promise<PayoutRequestResponse> {
    const dto = await validateBody(PayoutCreateDto, body ?? {});
    const destination = validatePayoutDestination(dto.method, dto.destination);
    if (!destination.ok) throw DomainError.validation({ destination: [destination.error] });
    try {
      const saved = await this.dataSource.transaction(async (m) => {
        // The wallet locked, its open request and its owner's status in one round trip (the access
        // guard refuses blocked accounts already; this is the same rule inside the transaction).
        const wallet = await this.ledger.lockWalletOfUser(m, userId);
        const walletId = wallet.id;
        const [state]: Array<{ open: boolean; blocked: boolean }> = await m.query(
          `SELECT EXISTS (SELECT 1 FROM payout_requests p WHERE p.wallet_id = $1 AND p.status IN ('requested', 'approved', 'processing')) AS open,
                  EXISTS (SELECT 1 FROM auth_user_summaries s WHERE s.id = $2 AND s.status = 'blocked') AS blocked`,
          [walletId, userId],
        );
        if (state.blocked) throw WalletErrors.accountBlocked();
        if (state.open) throw WalletErrors.openPayoutExists();
        if (dto.amount > wallet.balanceCents) throw WalletErrors.exceedsBalance();
        const entry = await this.ledger.debit(
          m,
          { walletId, amountCents: dto.amount, kind: 'payout', status: 'pending', description: `Payout request (${dto.method})`, insufficientMessage: PAYOUT_MESSAGES.exceedsBalance },
          wallet,
        );
        const payouts = m.getRepository(PayoutRequest);
        return payouts.save(
          payouts.create({
            walletId,
            userId,
            amountCents: dto.amount,
            currency: WALLET_CURRENCY,
            method: dto.method,
            destination: destination.value,
            notes: dto.notes ?? null,
            status: 'requested',
            transactionId: entry.id,
          }),
        );
      });
      return toPayoutRequestResponse(saved);
    } catch (error) {
      // The partial unique index behind the check above.
      if (isUniqueViolation(error, 'payout_requests_one_open')) throw WalletErrors.openPayoutExists();
      throw error;
    }
  }

  /** POST /artist/wallet/payouts/{id}/cancel: the artist's own request, while it is still requested. */
  async cancelByArtist(userId: string, id: string): Promise<PayoutRequestResponse> {
    const payout = await this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id, userId);
      if (p.status !== 'requested') throw WalletErrors.illegalMove(p.status, 'cancelled');
      return this.apply(m, p, 'cancelled', null);
    });
    return toPayoutRequestResponse(payout);
  }

  // --- Staff and rails ---

  /**
   * PUT /admin/wallets/payouts/{id}: one legal move (409 naming both statuses otherwise). Moving a
   * PayPal or Stripe Connect payout to processing sends it through its rail after the commit.
   */
  async move(id: string, to: PayoutStatus, reason: string | null = null): Promise<PayoutRequest> {
    const payout = await this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id);
      if (!isLegalPayoutMove(p.status, to, p.method)) throw WalletErrors.illegalMove(p.status, to);
      // A blocked owner's payout stays where it is: no rail sends it, nobody marks it paid.
      if ((to === 'processing' || to === 'paid') && (await this.accounts.isBlocked(m, p.userId))) throw WalletErrors.ownerBlocked();
      return this.apply(m, p, to, reason);
    });
    if (payout.status === 'processing' && (payout.method === 'paypal' || payout.method === 'stripe_connect')) return this.dispatch(payout.id);
    return payout;
  }

  /**
   * Sends a processing PayPal or Stripe Connect payout through its rail (idempotent by the payout
   * id, so a retry after a lost answer pays once) and applies the answer. A rail that cannot be
   * reached leaves it processing; the poll job sends it again.
   */
  async dispatch(id: string): Promise<PayoutRequest> {
    const payout = await this.dataSource.getRepository(PayoutRequest).findOneByOrFail({ id });
    if (payout.status !== 'processing') return payout;
    if (await this.accounts.isBlocked(this.dataSource.manager, payout.userId)) return payout;
    let outcome: RailOutcome;
    try {
      outcome = await this.send(payout);
    } catch (error) {
      this.logger.warn(`Payout ${payout.id} (${payout.method}) could not be sent yet: ${(error as Error).message}`);
      return payout;
    }
    return this.applyRailOutcome(payout.id, outcome);
  }

  /** The poll: asks the rail about a processing payout (PayPal), or sends it if it never went out. */
  async reconcile(id: string): Promise<PayoutRequest> {
    const payout = await this.dataSource.getRepository(PayoutRequest).findOneByOrFail({ id });
    if (payout.status !== 'processing') return payout;
    if (payout.method === 'paypal' && payout.sentAt) {
      if (await this.accounts.isBlocked(this.dataSource.manager, payout.userId)) return payout;
      return this.applyRailOutcome(payout.id, await this.paypal.status(railPayout(payout)));
    }
    return this.dispatch(id);
  }

  /** Processing payouts a rail owes an answer about, oldest first (the poll job's work). */
  async awaitingRail(limit = 100): Promise<string[]> {
    const rows = await this.dataSource.getRepository(PayoutRequest).find({
      select: { id: true },
      where: { status: 'processing', method: In(['paypal', 'stripe_connect']) },
      order: { updatedAt: 'ASC' },
      take: limit,
    });
    return rows.map((r) => r.id);
  }

  /** A payout id from a rail's callback (PayPal's sender item id), if it is one of ours. */
  async findByProviderRef(ref: string): Promise<string | null> {
    if (isUuid(ref)) return (await this.dataSource.getRepository(PayoutRequest).exists({ where: { id: ref } })) ? ref : null;
    const row = await this.dataSource.getRepository(PayoutRequest).findOne({ select: { id: true }, where: { providerRef: ref } });
    return row?.id ?? null;
  }

  private async send(payout: PayoutRequest): Promise<RailOutcome> {
    if (payout.method === 'paypal') return this.paypal.send(railPayout(payout));
    const wallet = await this.dataSource.getRepository(Wallet).findOneByOrFail({ id: payout.walletId });
    if (!wallet.stripeAccountId) return { outcome: 'failed', failureReason: 'No payment account is linked to this wallet.' };
    return this.stripe.transfer({ ...railPayout(payout), accountId: wallet.stripeAccountId });
  }

  /** A rail's answer: paid completes the held entry, failed rejects the payout and gives the money back. */
  async applyRailOutcome(id: string, outcome: RailOutcome): Promise<PayoutRequest> {
    return this.dataSource.transaction(async (m) => {
      const p = await this.lockPayout(m, id);
      if (p.status !== 'processing') return p;
      if (outcome.providerRef) p.providerRef = outcome.providerRef;
      p.sentAt ??= new Date();
      if (outcome.transferId) await this.ledger.setTransferId(m, p.transactionId, outcome.transferId);
      if (outcome.outcome === 'pending') return m.getRepository(PayoutRequest).save(p);
      if (outcome.outcome === 'paid') {
        if (await this.accounts.isBlocked(m, p.userId)) return m.getRepository(PayoutRequest).save(p);
        return this.apply(m, p, 'paid', null);
      }
      return this.apply(m, p, 'rejected', outcome.failureReason ?? 'The payment failed.');
    });
  }

  /**
   * Bank payouts: the approved ones, locked, moved to processing in the caller's transaction (the
   * SEPA download). Owners who are blocked are left approved.
   */
  async takeApprovedBankPayouts(m: EntityManager): Promise<PayoutRequest[]> {
    const approved = await m
      .getRepository(PayoutRequest)
      .createQueryBuilder('p')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`p.status = 'approved' AND p.method = 'bank'`)
      .orderBy('p.created_at', 'ASC')
      .getMany();
    const taken: PayoutRequest[] = [];
    for (const p of approved) {
      if (await this.accounts.isBlocked(m, p.userId)) continue;
      taken.push(await this.apply(m, p, 'processing', null));
    }
    return taken;
  }

  /** Sets the status, settles the held entry when the payout ends, tells the artist (app and e-mail). */
  private async apply(m: EntityManager, p: PayoutRequest, to: PayoutStatus, reason: string | null): Promise<PayoutRequest> {
    if (to === 'paid') await this.ledger.settle(m, p.transactionId, 'completed');
    if (to === 'rejected' || to === 'cancelled') await this.ledger.settle(m, p.transactionId, 'failed');
    p.status = to;
    if (to === 'rejected' && reason) p.failureReason = reason;
    const saved = await m.getRepository(PayoutRequest).save(p);
    await this.tell(m, saved);
    return saved;
  }

  private async tell(m: EntityManager, p: PayoutRequest): Promise<void> {
    const template = PAYOUT_NOTIFICATIONS[p.status as keyof typeof PAYOUT_NOTIFICATIONS];
    if (!template) return;
    const amount = formatMoney(p.amountCents, p.currency);
    const reason = p.status === 'rejected' && p.failureReason ? p.failureReason : '';
    await this.notifications.notify(m, p.userId, { template, params: { amount, reason }, url: WALLET_URL });
    // In the caller's transaction (its connection): a second pool connection here could wait on a
    // pool full of concurrent moves queued behind this one's lock.
    const [contact]: Array<{ name: string; email: string }> = await m.query(`SELECT name, email FROM auth_user_summaries WHERE id = $1`, [p.userId]);
    const language = await this.users.languageOf(p.userId, m);
    if (!contact?.email) return;
    const lang = language === 'fr' || language === 'es' ? language : 'en';
    await this.mail.queue({ to: contact.email, template: PAYOUT_STATUS_MAIL, language: lang, params: { name: contact.name, amount, status: PAYOUT_STATUS_WORDS[lang][p.status] ?? p.status, reason } }, m);
  }

  private async lockPayout(m: EntityManager, id: string, ownerId?: string): Promise<PayoutRequest> {
    if (!isUuid(id)) throw WalletErrors.payoutNotFound();
    const qb = m.getRepository(PayoutRequest).createQueryBuilder('p').setLock('pessimistic_write').where('p.id = :id', { id });
    if (ownerId) qb.andWhere('p.user_id = :ownerId', { ownerId });
    const payout = await qb.getOne();
    if (!payout) throw WalletErrors.payoutNotFound();
    return payout;
  }
}

function railPayout(p: PayoutRequest) {
  return { id: p.id, amountCents: p.amountCents, currency: p.currency, destination: p.destination, providerRef: p.providerRef };
}
