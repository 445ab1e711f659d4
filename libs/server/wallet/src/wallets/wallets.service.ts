import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_MESSAGES,
  normaliseCurrency,
  validateAdjustMeta,
  WALLET_CURRENCY,
  type AdminPayoutRequestPage,
  type AdminPayoutRequestResponse,
  type AdminWalletPage,
  type AdminWalletResponse,
  type AdminWalletTransactionPage,
  type PayoutMethod,
  type PayoutPreviewResponse,
  type StripeConnectLinkResponse,
  type WalletAdjustRequest,
  type WalletAdjustResponse,
  type WalletAdjustmentPendingResponse,
  type WalletTransactionPage,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { TaxStandingService } from '@soundpost/server-tax';
import { DeferredBody, ruled } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import { DataSource } from 'typeorm';
import { WalletAdjustmentsService } from '../adjustments/wallet-adjustments.service';
import { LedgerService } from '../ledger/ledger.service';
import { PayoutRequest } from '../payouts/payout-request.entity';
import { adminPayoutsListSpec } from '../payouts/payouts.list';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { STRIPE_CONNECT_RAIL, StripeConnectRail } from '../rails/payout-rails';
import { WalletErrors } from '../wallet.errors';
import { Wallet } from './wallet.entity';
import { startOfYearUtc, toAdminPayoutRequestResponse, toAdminWalletResponse, toAdminWalletTransactionResponse, toWalletResponse, toWalletTransactionResponse } from './wallet.mapper';
import { adminWalletsListSpec, adminWalletTransactionsListSpec, artistWalletTransactionsListSpec, walletTransactionsSearch } from './wallet-transactions.list';
import { WalletTransactionsRepository } from './wallet-transactions.repository';
import { WalletsRepository } from './wallets.repository';

/** What each rail costs the artist per payout, in cents: nothing today on any of them. */
export const PAYOUT_FEE_CENTS: Readonly<Record<PayoutMethod, number>> = { manual: 0, paypal: 0, bank: 0, stripe_connect: 0 };

@Injectable()
export class WalletsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly wallets: WalletsRepository,
    private readonly transactions: WalletTransactionsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly users: UserSummariesService,
    @Inject(STRIPE_CONNECT_RAIL) private readonly stripe: StripeConnectRail,
    private readonly fourEyes: WalletAdjustmentsService,
    private readonly tax: TaxStandingService,
  ) {}

  /**
   * Read only. No method costs a fee today (`PAYOUT_FEE_CENTS`), so the net is the amount; US tax was withheld when the royalties
   * were posted, never again at payout, and the answer shows how much so far and at which rate the account stands now.
   */
  async payoutPreview(userId: string, query: { amount_cents: number | string; method: PayoutMethod }): Promise<PayoutPreviewResponse> {
    const amount = Number(query.amount_cents);
    const fee = PAYOUT_FEE_CENTS[query.method] ?? 0;
    const now = new Date();
    const [earnings, standing] = await Promise.all([this.ledger.royaltyEarnings(userId, startOfYearUtc(now)), this.tax.standingOf(userId, now)]);
    return {
      amount_cents: amount,
      fee_cents: fee,
      net_cents: Math.max(0, amount - fee),
      currency: WALLET_CURRENCY,
      withheld_to_date_cents: earnings.withheldCents,
      tax_standing: { status: standing.status, rate_bp: standing.us_withholding_rate_bp, reason: standing.reason, fix_url: standing.fix_url },
    };
  }

  async artistTransactions(userId: string, list: ListQuery): Promise<WalletTransactionPage> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const qb = this.transactions.artistListQuery(walletId);
    applyListQuery(qb, list, artistWalletTransactionsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    return toPage(rows.map(toWalletTransactionResponse), total, list, artistWalletTransactionsListSpec.resource);
  }

  /** Read only: an account without a wallet yet has nothing in it. */
  async balanceOf(userId: string): Promise<{ balance_cents: number; currency: string }> {
    const wallet = await this.wallets.findOfUser(userId);
    return { balance_cents: wallet?.balanceCents ?? 0, currency: normaliseCurrency(wallet?.currency ?? WALLET_CURRENCY) };
  }

  async stripeConnectLink(userId: string, siteUrl: string): Promise<StripeConnectLinkResponse> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const wallet = await this.wallets.getById(walletId);
    const contact = await this.users.contact(userId);
    const base = siteUrl.replace(/\/+$/, '');
    const link = await this.stripe.onboardingLink({
      accountId: wallet.stripeAccountId,
      email: contact?.email ?? '',
      returnUrl: `${base}/artist/wallet?stripe=linked`,
      refreshUrl: `${base}/artist/wallet?stripe=refresh`,
    });
    if (wallet.stripeAccountId !== link.accountId) {
      await this.dataSource.transaction(async (m) => {
        const locked = await this.ledger.lockWallet(m, walletId);
        locked.stripeAccountId = link.accountId;
        locked.stripeAccountLinkedAt = new Date();
        await this.wallets.save(locked, m);
      });
    }
    return { url: link.url, stripe_account_id: link.accountId };
  }

  async adminList(list: ListQuery): Promise<AdminWalletPage> {
    const qb = this.wallets.adminListQuery();
    if (list.q) qb.andWhere('(w.user_id = ANY(:qUserIds) OR w.id::text = :qExact OR w.stripe_account_id = :qExact)', { qUserIds: await this.users.idsMatching(list.q), qExact: list.q.toLowerCase() });
    applyListQuery(qb, { ...list, q: undefined }, adminWalletsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    const [contacts, open] = await Promise.all([this.users.contacts(rows.map((w) => w.userId)), this.openPayouts(rows.map((w) => w.id))]);
    return toPage(
      rows.map((w) => toAdminWalletResponse(w, open.get(w.id) ?? null, contacts.get(w.userId) ?? null)),
      total,
      list,
      adminWalletsListSpec.resource,
    );
  }

  async adminGet(id: string): Promise<AdminWalletResponse> {
    const wallet = await this.requireWallet(id);
    const [contact, open] = await Promise.all([this.users.contact(wallet.userId), this.openPayouts([wallet.id])]);
    return toAdminWalletResponse(wallet, open.get(wallet.id) ?? null, contact);
  }

  async adminTransactions(list: ListQuery, walletId?: string): Promise<AdminWalletTransactionPage> {
    if (walletId !== undefined) await this.requireWallet(walletId);
    const qb = this.transactions.adminListQuery(walletId);
    applyListQuery(qb, list, this.searchSpec(list, await this.matchingUsers(list)));
    const [rows, total] = await qb.getManyAndCount();
    const owners = await this.ownersOf(rows.map((t) => t.walletId));
    const contacts = await this.users.contacts([...owners.values()]);
    return toPage(
      rows.map((t) => toAdminWalletTransactionResponse(t, owners.get(t.walletId) ?? null, contacts.get(owners.get(t.walletId) ?? '') ?? null)),
      total,
      list,
      adminWalletTransactionsListSpec.resource,
    );
  }

  async exportTransactions(list: ListQuery): Promise<Readable> {
    const qb = this.transactions.adminListQuery();
    const spec = this.searchSpec(list, await this.matchingUsers(list));
    applyListQuery(qb, { ...list, offset: 0 }, spec);
    qb.offset(undefined).limit(undefined).skip(undefined).take(undefined);
    return this.transactions.exportCsv(qb);
  }

  /** 404 before the body's 422. Above WALLET_FOUR_EYES_THRESHOLD_CENTS nothing posts: a pending request waits for a second staff member. */
  async adjust(walletId: string, body: DeferredBody<WalletAdjustRequest>, staffId: string): Promise<WalletAdjustResponse | WalletAdjustmentPendingResponse> {
    const wallet = await this.requireWallet(walletId);
    const input = await body.validated();
    // The rule's own reading of the field (blank text is no meta), never a second parse of the text.
    const meta = ruled(validateAdjustMeta, input.meta, input);
    const description = input.description ?? (input.type === 'credit' ? 'Manual credit' : 'Manual debit');
    if (this.fourEyes.needsApproval(input.amount)) return this.fourEyes.request(wallet, { type: input.type, amountCents: input.amount, description, meta }, staffId);
    const entryId = await this.dataSource.transaction(async (m) => {
      const entry = { amountCents: input.amount, kind: 'adjustment', description, meta, createdBy: staffId };
      const ref =
        input.type === 'credit'
          ? await this.ledger.credit(m, { ...entry, userId: wallet.userId })
          : await this.ledger.debit(m, { ...entry, walletId: wallet.id, status: 'completed' });
      return ref.id;
    });
    const [after, entry, open] = await Promise.all([this.requireWallet(walletId), this.transactions.getById(entryId), this.openPayouts([walletId])]);
    return { message: ADMIN_MESSAGES.walletAdjusted, wallet: toWalletResponse(after, open.get(walletId) ?? null), transaction: toWalletTransactionResponse(entry) };
  }

  async adminPayouts(list: ListQuery): Promise<AdminPayoutRequestPage> {
    const qb = this.payouts.adminListQuery();
    applyListQuery(qb, list, adminPayoutsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    const contacts = await this.users.contacts(rows.map((p) => p.userId));
    return toPage(
      rows.map((p) => toAdminPayoutRequestResponse(p, contacts.get(p.userId) ?? null)),
      total,
      list,
      adminPayoutsListSpec.resource,
    );
  }

  async adminPayout(id: string): Promise<AdminPayoutRequestResponse> {
    if (!isUuid(id)) throw WalletErrors.payoutNotFound();
    const payout = await this.payouts.findById(id);
    if (!payout) throw WalletErrors.payoutNotFound();
    return toAdminPayoutRequestResponse(payout, await this.users.contact(payout.userId));
  }

  private matchingUsers(list: ListQuery): Promise<string[]> {
    return list.q ? this.users.idsMatching(list.q) : Promise.resolve([]);
  }

  private searchSpec(list: ListQuery, userIds: string[]) {
    return list.q ? { ...adminWalletTransactionsListSpec, search: walletTransactionsSearch(userIds) } : adminWalletTransactionsListSpec;
  }

  private async ownersOf(walletIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(walletIds)];
    return ids.length ? this.wallets.ownersOf(ids) : new Map();
  }

  private async openPayouts(walletIds: string[]): Promise<Map<string, PayoutRequest>> {
    return walletIds.length ? this.payouts.openOfWallets(walletIds) : new Map();
  }

  private async requireWallet(id: string): Promise<Wallet> {
    if (!isUuid(id)) throw WalletErrors.walletNotFound();
    const wallet = await this.wallets.findById(id);
    if (!wallet) throw WalletErrors.walletNotFound();
    return wallet;
  }
}
