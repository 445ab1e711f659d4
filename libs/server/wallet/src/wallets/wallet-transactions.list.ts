import { WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from '@soundpost/contracts';
import { containsPattern, FilterSpec, ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import { Wallet } from './wallet.entity';
import { WalletTransaction } from './wallet-transaction.entity';

type Qb = SelectQueryBuilder<WalletTransaction>;

const byText = (column: string): FilterSpec<WalletTransaction> => ({
  type: 'string',
  apply: (qb: Qb, value: string, param: string) => qb.andWhere(`${column}::text = :${param}`, { [param]: value }),
});

const from: FilterSpec<WalletTransaction> = { type: 'date', apply: (qb: Qb, value: Date, param: string) => qb.andWhere(`t.created_at >= :${param}`, { [param]: value }) };

/** A date without a time means through the end of that day. */
const to: FilterSpec<WalletTransaction> = {
  type: 'date',
  apply: (qb: Qb, value: Date, param: string) => {
    const wholeDay = value.getUTCHours() === 0 && value.getUTCMinutes() === 0 && value.getUTCSeconds() === 0 && value.getUTCMilliseconds() === 0;
    const end = wholeDay ? new Date(value.getTime() + 86_400_000) : new Date(value.getTime() + 1);
    qb.andWhere(`t.created_at < :${param}`, { [param]: end });
  },
};

export const artistWalletTransactionsListSpec: ListSpec<WalletTransaction> = {
  resource: 'transactions',
  sortable: { created_at: 't.created_at', amount: 't.amount_cents', type: 't.type', status: 't.status' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  defaultPerPage: 20,
  maxPerPage: 100,
};

/** The owners whose name or e-mail matches `q` are resolved through auth first. */
export function walletTransactionsSearch(matchingUserIds: string[]): (qb: Qb, term: string) => void {
  return (qb, term) =>
    qb.andWhere('(t.description ILIKE :q OR t.external_ref ILIKE :q OR t.id::text = :qExact OR w.user_id = ANY(:qUserIds))', {
      q: containsPattern(term),
      qExact: term.toLowerCase(),
      qUserIds: matchingUserIds,
    });
}

/** Filters under both the API's names (`wallet_id`, `date_from`) and the back-office page's (`wallet`, `from`). */
export const adminWalletTransactionsListSpec: ListSpec<WalletTransaction> = {
  resource: 'wallet-transactions',
  sortable: { created_at: 't.created_at', amount: 't.amount_cents', type: 't.type', status: 't.status' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 't.id',
  filters: {
    type: { type: 'string', values: WALLET_TRANSACTION_TYPES, apply: (qb: Qb, value: string, param) => qb.andWhere(`t.type = :${param}`, { [param]: value }) },
    status: { type: 'string', values: WALLET_TRANSACTION_STATUSES, apply: (qb: Qb, value: string, param) => qb.andWhere(`t.status = :${param}`, { [param]: value }) },
    wallet_id: byText('t.wallet_id'),
    wallet: byText('t.wallet_id'),
    user_id: byText('w.user_id'),
    user: byText('w.user_id'),
    date_from: from,
    from,
    date_to: to,
    to,
  },
  search: walletTransactionsSearch([]),
  defaultPerPage: 20,
  maxPerPage: 100,
};

export function adminTransactionsQuery(qb: Qb): Qb {
  return qb.innerJoin(Wallet, 'w', 'w.id = t.wallet_id');
}

export const adminWalletsListSpec: ListSpec<Wallet> = {
  resource: 'wallets',
  sortable: { created_at: 'w.created_at', balance: 'w.balance_cents', updated_at: 'w.updated_at' },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 'w.id',
  filters: {
    user_id: { type: 'string', apply: (qb, value: string, param) => qb.andWhere(`w.user_id::text = :${param}`, { [param]: value }) },
    linked: { type: 'bool', apply: (qb, value: boolean) => qb.andWhere(value ? 'w.stripe_account_id IS NOT NULL' : 'w.stripe_account_id IS NULL') },
  },
  search: () => undefined,
  defaultPerPage: 20,
  maxPerPage: 100,
};
