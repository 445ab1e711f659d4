import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ADMIN_MESSAGES,
  OPEN_PAYOUT_STATUSES,
  validateAdjustMeta,
  type AdminPayoutRequestPage,
  type AdminWalletPage,
  type AdminWalletResponse,
  type AdminWalletTransactionPage,
  type StripeConnectLinkResponse,
  type WalletAdjustResponse,
  type WalletTransactionPage,
  type WalletUserResponse,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { ruled, validateBody } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import { Inject } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { WalletAdjustDto } from '../http/wallet.dto';
import { LedgerService } from '../ledger/ledger.service';
import { PayoutRequest } from '../payouts/payout-request.entity';
import { adminPayoutsListSpec } from '../payouts/payouts.list';
import { STRIPE_CONNECT_RAIL, StripeConnectRail } from '../rails/payout-rails';
import { WalletErrors } from '../wallet.errors';
import { Wallet } from './wallet.entity';
import { toAdminPayoutRequestResponse, toAdminWalletResponse, toAdminWalletTransactionResponse, toWalletResponse, toWalletTransactionResponse } from './wallet.mapper';
import { WalletTransaction } from './wallet-transaction.entity';
import { copyCsv, selectExportColumns } from './wallet-transactions.export';
import { adminTransactionsQuery, adminWalletsListSpec, adminWalletTransactionsListSpec, artistWalletTransactionsListSpec, walletTransactionsSearch } from './wallet-transactions.list';

/** Wallet reads for the artist and staff, staff adjustments, the export, Stripe Connect linking. */
@Injectable()
export class WalletsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly users: UserSummariesService,
    @Inject(STRIPE_CONNECT_RAIL) private readonly stripe: StripeConnectRail,
  ) {}

  async artistTransactions(userId: string, list: ListQuery): Promise<WalletTransactionPage> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const qb = this.dataSource.getRepository(WalletTransaction).createQueryBuilder('t').where('t.wallet_id = :walletId', { walletId });
    applyListQuery(qb, list, artistWalletTransactionsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    return toPage(rows.map(toWalletTransactionResponse), total, list, artistWalletTransactionsListSpec.resource);
  }

  /** POST /artist/wallet/stripe/connect: an Express account (kept on the wallet) and its onboarding link. */
  async stripeConnectLink(userId: string, siteUrl: string): Promise<StripeConnectLinkResponse> {
    const walletId = await this.ledger.ensureWallet(this.dataSource.manager, userId);
    const wallet = await this.dataSource.getRepository(Wallet).findOneByOrFail({ id: walletId });
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
        await m.getRepository(Wallet).save(locked);
      });
    }
    return { url: link.url, stripe_account_id: link.accountId };
  }

  // --- Staff ---

  async adminList(list: ListQuery): Promise<AdminWalletPage> {
    const qb = this.dataSource.getRepository(Wallet).createQueryBuilder('w');
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

  /** GET /admin/wallets/transactions and /admin/wallets/{id}/transactions (`walletId` pins the wallet). */
  async adminTransactions(list: ListQuery, walletId?: string): Promise<AdminWalletTransactionPage> {
    if (walletId !== undefined) await this.requireWallet(walletId);
    const qb = this.transactionsQuery(walletId);
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

  /**
   * The CSV export of the list's filters, exactly the spec's columns: Postgres writes the CSV
   * (COPY, one snapshot) and its bytes stream to the client, whatever the number of rows.
   */
  async exportTransactions(list: ListQuery): Promise<Readable> {
    const qb = this.transactionsQuery();
    const spec = this.searchSpec(list, await this.matchingUsers(list));
    applyListQuery(qb, { ...list, offset: 0 }, spec);
    qb.offset(undefined).limit(undefined).skip(undefined).take(undefined);
    return copyCsv(this.dataSource, selectExportColumns(qb));
  }

  /**
   * POST /admin/wallets/{id}/adjust: a completed credit or debit by staff (the actor is kept on the
   * entry and in the audit log). A debit beyond the available balance is a 422.
   */
  async adjust(walletId: string, body: unknown, staffId: string): Promise<WalletAdjustResponse> {
    const wallet = await this.requireWallet(walletId);
    const dto = await validateBody(WalletAdjustDto, body ?? {});
    // The rule's own reading of the field (blank text is no meta), never a second parse of the text.
    const meta = ruled(validateAdjustMeta, dto.meta, dto);
    const description = dto.description ?? (dto.type === 'credit' ? 'Manual credit' : 'Manual debit');
    const entryId = await this.dataSource.transaction(async (m) => {
      const input = { amountCents: dto.amount, kind: 'adjustment', description, meta, createdBy: staffId };
      const ref =
        dto.type === 'credit'
          ? await this.ledger.credit(m, { ...input, userId: wallet.userId })
          : await this.ledger.debit(m, { ...input, walletId: wallet.id, status: 'completed' });
      return ref.id;
    });
    const [after, entry, open] = await Promise.all([
      this.requireWallet(walletId),
      this.dataSource.getRepository(WalletTransaction).findOneByOrFail({ id: entryId }),
      this.openPayouts([walletId]),
    ]);
    return { message: ADMIN_MESSAGES.walletAdjusted, wallet: toWalletResponse(after, open.get(walletId) ?? null), transaction: toWalletTransactionResponse(entry) };
  }

  async adminPayouts(list: ListQuery): Promise<AdminPayoutRequestPage> {
    const qb = this.dataSource.getRepository(PayoutRequest).createQueryBuilder('p');
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

  async adminPayout(id: string): Promise<ReturnType<typeof toAdminPayoutRequestResponse>> {
    if (!isUuid(id)) throw WalletErrors.payoutNotFound();
    const payout = await this.dataSource.getRepository(PayoutRequest).findOneBy({ id });
    if (!payout) throw WalletErrors.payoutNotFound();
    return toAdminPayoutRequestResponse(payout, await this.users.contact(payout.userId));
  }

  /** Contacts of accounts (name, e-mail), for the SEPA file's creditor names. */
  contacts(ids: string[]): Promise<Map<string, WalletUserResponse>> {
    return this.users.contacts(ids);
  }

  private transactionsQuery(walletId?: string) {
    const qb = adminTransactionsQuery(this.dataSource.getRepository(WalletTransaction).createQueryBuilder('t'));
    if (walletId !== undefined) qb.andWhere('t.wallet_id = :pinnedWallet', { pinnedWallet: walletId });
    return qb;
  }

  private matchingUsers(list: ListQuery): Promise<string[]> {
    return list.q ? this.users.idsMatching(list.q) : Promise.resolve([]);
  }

  private searchSpec(list: ListQuery, userIds: string[]) {
    return list.q ? { ...adminWalletTransactionsListSpec, search: walletTransactionsSearch(userIds) } : adminWalletTransactionsListSpec;
  }

  private async ownersOf(walletIds: string[]): Promise<Map<string, string>> {
    const ids = [...new Set(walletIds)];
    if (!ids.length) return new Map();
    const wallets = await this.dataSource.getRepository(Wallet).find({ select: { id: true, userId: true }, where: { id: In(ids) } });
    return new Map(wallets.map((w) => [w.id, w.userId]));
  }

  private async openPayouts(walletIds: string[]): Promise<Map<string, PayoutRequest>> {
    if (!walletIds.length) return new Map();
    const rows = await this.dataSource.getRepository(PayoutRequest).find({ where: { walletId: In(walletIds), status: In([...OPEN_PAYOUT_STATUSES]) } });
    return new Map(rows.map((p) => [p.walletId, p]));
  }

  private async requireWallet(id: string): Promise<Wallet> {
    if (!isUuid(id)) throw WalletErrors.walletNotFound();
    const wallet = await this.dataSource.getRepository(Wallet).findOneBy({ id });
    if (!wallet) throw WalletErrors.walletNotFound();
    return wallet;
  }
}
