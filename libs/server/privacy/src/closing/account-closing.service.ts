import { Injectable, Logger } from '@nestjs/common';
import {
  ACCOUNT_CLOSING_MESSAGES,
  MINIMUM_PAYOUT_CENTS,
  WALLET_CURRENCY,
  type AccountCloseRequest,
  type AccountCloseResponse,
  type AccountClosingBlocker,
  type AccountClosingCheckResponse,
  type AdminAccountClosurePage,
} from '@soundpost/contracts';
import { UsersService, UserSummariesService } from '@soundpost/server-auth';
import { ChatsService } from '@soundpost/server-chat';
import { DomainError } from '@soundpost/server-core/http';
import { type ListQuery, toPage } from '@soundpost/server-core/lists';
import { MailService } from '@soundpost/server-core/mail';
import { StorageService } from '@soundpost/server-core/storage';
import type { UserDataEraserFn } from '@soundpost/server-core/user-data';
import { DeliveriesService } from '@soundpost/server-delivery';
import { LedgerService, PayoutsService } from '@soundpost/server-wallet';
import { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_CLOSED_MAIL } from '../mail/privacy-mail-templates';
import { AccountClosure } from './account-closure.entity';
import { toAccountCloseResponse, toAdminAccountClosureResponse } from './account-closure.mapper';
import { adminAccountClosuresListSpec } from './account-closures.list';
import { AccountClosuresRepository } from './account-closures.repository';

export const AccountClosingErrors = {
  payoutInProgress: () => DomainError.conflict(ACCOUNT_CLOSING_MESSAGES.payoutInProgress, 'payout_in_progress'),
  balanceAboveZero: () => DomainError.conflict(ACCOUNT_CLOSING_MESSAGES.balanceAboveZero, 'balance_above_zero'),
  forfeitAtMinimum: () => DomainError.conflict(ACCOUNT_CLOSING_MESSAGES.forfeitAtMinimum, 'forfeit_not_allowed'),
  chatOpen: () => DomainError.conflict(ACCOUNT_CLOSING_MESSAGES.chatOpen, 'chat_open'),
  alreadyClosing: () => DomainError.conflict(ACCOUNT_CLOSING_MESSAGES.alreadyClosing, 'account_closing'),
  passwordWrong: () => DomainError.validation({ password: [ACCOUNT_CLOSING_MESSAGES.passwordWrong] }),
};

const FINISH_BATCH = 50;

/** Who closes: the account (`accountId`, the user row that is erased) and the person acting as its owner. */
export interface ClosingActor {
  accountId: string;
  personId: string;
}

/**
 * Closing an account (issue 31). In one transaction: the refusals (payout in progress, money left,
 * live chat), the forfeit of a balance under the minimum, the closure row, takedowns of every release
 * sent to a store, every session and code ended, the confirmation e-mail queued to the address before
 * it is erased, and, when no takedown is on its way, the erasure itself (every domain's statements,
 * run by the platform's eraser). With takedowns on their way the closure is `closing` (pending) and
 * `finishDue` (every 5 minutes) erases it once they are sent.
 */
@Injectable()
export class AccountClosingService {
  private readonly logger = new Logger('AccountClosing');
  private eraser: UserDataEraserFn | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly closures: AccountClosuresRepository,
    private readonly users: UsersService,
    private readonly summaries: UserSummariesService,
    private readonly payouts: PayoutsService,
    private readonly ledger: LedgerService,
    private readonly chats: ChatsService,
    private readonly deliveries: DeliveriesService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
  ) {}

  /** The platform hands its eraser over at start-up (it alone reads every domain's registry line). */
  useEraser(eraser: UserDataEraserFn): void {
    this.eraser = eraser;
  }

  /** GET /me/close: what stands in the way now, for the profile's section. */
  async check(accountId: string): Promise<AccountClosingCheckResponse> {
    return this.dataSource.transaction(async (m) => {
      const wallet = await this.payouts.closingState(m, accountId);
      const chatOpen = await this.chats.hasOpenChat(accountId, m);
      const liveReleases = await this.deliveries.releasesAtStores(accountId, m);
      return {
        balance_cents: wallet.balanceCents,
        currency: WALLET_CURRENCY,
        payout_minimum_cents: MINIMUM_PAYOUT_CENTS,
        payout_in_progress: wallet.payoutInProgress,
        chat_open: chatOpen,
        live_releases: liveReleases,
        blockers: blockers(wallet.payoutInProgress, wallet.balanceCents, chatOpen),
        may_forfeit: wallet.balanceCents > 0 && wallet.balanceCents < MINIMUM_PAYOUT_CENTS,
      };
    });
  }

  async close(actor: ClosingActor, input: AccountCloseRequest, language: string | null): Promise<AccountCloseResponse> {
    let files: string[] = [];
    const closure = await this.dataSource.transaction(async (m) => {
      // The person's row lock (the account's own when the owner is its user) serializes two closings.
      if (!(await this.users.passwordMatches(actor.personId, input.password, m))) throw AccountClosingErrors.passwordWrong();
      if (await this.closures.findOfUser(actor.accountId, m)) throw AccountClosingErrors.alreadyClosing();

      const wallet = await this.payouts.closingState(m, actor.accountId);
      if (wallet.payoutInProgress) throw AccountClosingErrors.payoutInProgress();
      let forfeitedCents = 0;
      if (wallet.balanceCents > 0) {
        if (input.forfeit_balance !== true) throw AccountClosingErrors.balanceAboveZero();
        if (wallet.balanceCents >= MINIMUM_PAYOUT_CENTS) throw AccountClosingErrors.forfeitAtMinimum();
      }
      if (await this.chats.hasOpenChat(actor.accountId, m)) throw AccountClosingErrors.chatOpen();

      const now = new Date();
      let row = this.closures.create(
        { userId: actor.accountId, requestedBy: actor.personId, status: 'requested', requestedAt: now, reasonCodes: [...new Set(input.reasons ?? [])], language },
        m,
      );
      row = await this.closures.save(row, m);
      if (wallet.balanceCents > 0) {
        const forfeit = await this.ledger.forfeit(m, actor.accountId, { text: ACCOUNT_CLOSING_MESSAGES.forfeitConsent, at: now, ref: `account_closure:${row.id}` });
        forfeitedCents = forfeit?.amountCents ?? 0;
      }
      const takedowns = await this.deliveries.takeDownAccount(m, actor.accountId);
      await this.users.close(actor.accountId, m);

      // Queued before anything is erased, in this transaction: sent if and only if the closure commits.
      const to = (await this.summaries.recipients([actor.personId], m)).get(actor.personId);
      if (to) await this.mail.queue({ to: to.email, template: ACCOUNT_CLOSED_MAIL, language: language ?? to.language, params: { name: to.name, takedowns: String(takedowns) } }, m);

      row.forfeitedCents = forfeitedCents;
      row.takedowns = takedowns;
      row.status = 'closing';
      if (takedowns === 0 && this.eraser) files = await this.erase(m, row, now);
      return this.closures.save(row, m);
    });
    await this.deleteFiles(files);
    return toAccountCloseResponse(closure);
  }

  /** Pending closures whose takedowns have all been sent are erased (a schedule, every 5 minutes). */
  async finishDue(): Promise<{ closed: number; waiting: number }> {
    if (!this.eraser) return { closed: 0, waiting: 0 };
    let closed = 0;
    let waiting = 0;
    for (const id of await this.closures.closingIds(FINISH_BATCH)) {
      let files: string[] = [];
      const done = await this.dataSource.transaction(async (m) => {
        const row = await this.closures.lockById(id, m);
        if (!row || row.status !== 'closing') return false;
        if ((await this.deliveries.takedownsInFlight(row.userId, m)) > 0) return null;
        files = await this.erase(m, row, new Date());
        await this.closures.save(row, m);
        return true;
      });
      if (done) closed += 1;
      if (done === null) waiting += 1;
      await this.deleteFiles(files);
    }
    return { closed, waiting };
  }

  async adminList(list: ListQuery): Promise<AdminAccountClosurePage> {
    const [rows, total] = await this.closures.adminPage(list, adminAccountClosuresListSpec);
    return toPage(rows.map(toAdminAccountClosureResponse), total, list, adminAccountClosuresListSpec.resource);
  }

  private async erase(m: EntityManager, row: AccountClosure, now: Date): Promise<string[]> {
    const erased = await (this.eraser as UserDataEraserFn)(m, row.userId);
    row.status = 'closed';
    row.closedAt = now;
    this.logger.log({ closureId: row.id, statements: erased.statements, files: erased.files.length }, 'Account erased');
    return erased.files;
  }

  /** After the commit: a file that fails to go is logged (the nightly cleanup finds no row naming it). */
  private async deleteFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key).catch((err: unknown) => this.logger.warn({ err, key }, 'Could not delete a closed account file'));
    }
  }
}

function blockers(payoutInProgress: boolean, balanceCents: number, chatOpen: boolean): AccountClosingBlocker[] {
  const found: AccountClosingBlocker[] = [];
  if (payoutInProgress) found.push('payout_in_progress');
  if (balanceCents > 0) found.push('balance_above_zero');
  if (chatOpen) found.push('chat_open');
  return found;
}
