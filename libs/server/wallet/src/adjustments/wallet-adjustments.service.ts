import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  WALLET_FOUR_EYES_MESSAGES,
  type WalletAdjustmentApprovedResponse,
  type WalletAdjustmentPendingResponse,
  type WalletAdjustmentRejectedResponse,
  type WalletAdjustmentRequestPage,
  type WalletAdjustmentRequestResponse,
  type WalletTransactionType,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, toPage } from '@soundpost/server-core/lists';
import { DataSource } from 'typeorm';
import { LedgerService } from '../ledger/ledger.service';
import { PayoutsRepository } from '../payouts/payouts.repository';
import { WalletErrors } from '../wallet.errors';
import { PayoutSettings } from '../wallet.settings';
import { Wallet } from '../wallets/wallet.entity';
import { toWalletResponse, toWalletTransactionResponse } from '../wallets/wallet.mapper';
import { WalletTransactionsRepository } from '../wallets/wallet-transactions.repository';
import { WalletsRepository } from '../wallets/wallets.repository';
import { WalletAdjustmentRequest } from './wallet-adjustment-request.entity';
import { expiresAt, toWalletAdjustmentRequestResponse } from './wallet-adjustment-request.mapper';
import { WalletAdjustmentRequestsRepository } from './wallet-adjustment-requests.repository';
import { adminWalletAdjustmentsListSpec } from './wallet-adjustments.list';

export interface AdjustmentInput {
  type: WalletTransactionType;
  amountCents: number;
  description: string;
  meta: Record<string, unknown> | null;
}

/**
 * Four eyes on large staff adjustments (docs/wallet.md "Four eyes"): above
 * WALLET_FOUR_EYES_THRESHOLD_CENTS an adjustment is a pending request; a second staff member
 * approves it (it posts through the ledger, under the wallet's row lock) or rejects it.
 */
@Injectable()
export class WalletAdjustmentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly ledger: LedgerService,
    private readonly requests: WalletAdjustmentRequestsRepository,
    private readonly wallets: WalletsRepository,
    private readonly transactions: WalletTransactionsRepository,
    private readonly payouts: PayoutsRepository,
    private readonly users: UserSummariesService,
    private readonly settings: PayoutSettings,
  ) {}

  /** Above the threshold (strictly): the adjustment waits for a second staff member. */
  needsApproval(amountCents: number): boolean {
    return Math.abs(amountCents) > this.settings.WALLET_FOUR_EYES_THRESHOLD_CENTS;
  }

  async request(wallet: Wallet, input: AdjustmentInput, staffId: string): Promise<WalletAdjustmentPendingResponse> {
    const saved = await this.dataSource.transaction((m) =>
      this.requests.save(
        this.requests.create(
          {
            walletId: wallet.id,
            userId: wallet.userId,
            amountCents: input.type === 'debit' ? -input.amountCents : input.amountCents,
            description: input.description,
            meta: input.meta,
            requestedBy: staffId,
            requestedAt: new Date(),
            status: 'pending',
          },
          m,
        ),
        m,
      ),
    );
    return { message: WALLET_FOUR_EYES_MESSAGES.sentForApproval, request: await this.respond(saved) };
  }

  /**
   * Posts the adjustment. The request's row lock makes concurrent approvals post once (the later
   * one finds it decided: 409). The requester may not decide (403, and a CHECK in the table). A debit
   * the balance no longer covers is refused with 409 and the request stays pending.
   */
  async approve(id: string, staffId: string, now = new Date()): Promise<WalletAdjustmentApprovedResponse> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const request = await this.lockPending(id, staffId, m);
      if (expiresAt(request) <= now) return { expired: await this.expire(request, now, m) };
      const wallet = await this.ledger.lockWallet(m, request.walletId);
      const amount = Math.abs(request.amountCents);
      const debit = request.amountCents < 0;
      if (debit && amount > wallet.balanceCents) throw WalletErrors.adjustmentExceedsBalance();
      const entry = {
        amountCents: amount,
        kind: 'adjustment',
        description: request.description,
        meta: { ...(request.meta ?? {}), four_eyes: { request_id: request.id, requested_by: request.requestedBy, approved_by: staffId } },
        createdBy: staffId,
      };
      const ref = debit
        ? await this.ledger.debit(m, { ...entry, walletId: wallet.id, status: 'completed' }, wallet)
        : await this.ledger.credit(m, { ...entry, userId: wallet.userId });
      request.status = 'approved';
      request.decidedBy = staffId;
      request.decidedAt = now;
      request.transactionId = ref.id;
      return { approved: await this.requests.save(request, m) };
    });
    // The expiry is committed, then refused.
    if ('expired' in outcome) throw WalletErrors.adjustmentExpired();
    const request = outcome.approved;
    const [wallet, entry, open] = await Promise.all([
      this.wallets.getById(request.walletId),
      this.transactions.getById(request.transactionId as string),
      this.payouts.openOfWallets([request.walletId]),
    ]);
    return {
      message: WALLET_FOUR_EYES_MESSAGES.approved,
      request: await this.respond(request),
      wallet: toWalletResponse(wallet, open.get(request.walletId) ?? null),
      transaction: toWalletTransactionResponse(entry),
    };
  }

  async reject(id: string, staffId: string, reason: string, now = new Date()): Promise<WalletAdjustmentRejectedResponse> {
    const outcome = await this.dataSource.transaction(async (m) => {
      const request = await this.lockPending(id, staffId, m);
      if (expiresAt(request) <= now) return { expired: await this.expire(request, now, m) };
      request.status = 'rejected';
      request.decidedBy = staffId;
      request.decidedAt = now;
      request.reason = reason;
      return { rejected: await this.requests.save(request, m) };
    });
    if ('expired' in outcome) throw WalletErrors.adjustmentExpired();
    return { message: WALLET_FOUR_EYES_MESSAGES.rejected, request: await this.respond(outcome.rejected) };
  }

  async get(id: string): Promise<WalletAdjustmentRequestResponse> {
    const request = isUuid(id) ? await this.requests.findById(id) : null;
    if (!request) throw WalletErrors.adjustmentRequestNotFound();
    return this.respond(request);
  }

  async list(list: ListQuery): Promise<WalletAdjustmentRequestPage> {
    const qb = this.requests.adminListQuery();
    applyListQuery(qb, list, adminWalletAdjustmentsListSpec);
    const [rows, total] = await qb.getManyAndCount();
    const contacts = await this.users.contacts(rows.flatMap((r) => [r.userId, r.requestedBy, ...(r.decidedBy ? [r.decidedBy] : [])]));
    const names = new Map([...contacts].map(([id, c]) => [id, c.name]));
    return toPage(
      rows.map((r) => toWalletAdjustmentRequestResponse(r, contacts.get(r.userId) ?? null, names)),
      total,
      list,
      adminWalletAdjustmentsListSpec.resource,
    );
  }

  private async lockPending(id: string, staffId: string, m: import('typeorm').EntityManager): Promise<WalletAdjustmentRequest> {
    const request = isUuid(id) ? await this.requests.lockById(id, m) : null;
    if (!request) throw WalletErrors.adjustmentRequestNotFound();
    if (request.status !== 'pending') throw WalletErrors.adjustmentNotPending();
    if (request.requestedBy === staffId) throw WalletErrors.fourEyesSameStaff();
    return request;
  }

  /** Marks a pending request past its 7 days expired (audited; no one decided it). */
  private async expire(request: WalletAdjustmentRequest, now: Date, m: import('typeorm').EntityManager): Promise<WalletAdjustmentRequest> {
    request.status = 'expired';
    request.decidedAt = now;
    return this.requests.save(request, m);
  }

  private async respond(request: WalletAdjustmentRequest): Promise<WalletAdjustmentRequestResponse> {
    const contacts = await this.users.contacts([request.userId, request.requestedBy, ...(request.decidedBy ? [request.decidedBy] : [])]);
    const names = new Map([...contacts].map(([id, c]) => [id, c.name]));
    return toWalletAdjustmentRequestResponse(request, contacts.get(request.userId) ?? null, names);
  }
}
