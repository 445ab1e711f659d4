import { WALLET_ADJUSTMENT_REQUEST_STATUSES } from '@soundpost/contracts';
import { ListSpec } from '@soundpost/server-core/lists';
import type { SelectQueryBuilder } from 'typeorm';
import { WalletAdjustmentRequest } from './wallet-adjustment-request.entity';

const uuidFilter = (column: string) => ({
  type: 'string' as const,
  apply: (qb: SelectQueryBuilder<WalletAdjustmentRequest>, value: string, param: string) => qb.andWhere(`${column}::text = :${param}`, { [param]: value }),
});

/** GET /admin/wallet-adjustments: the back office's "Pending approvals". */
export const adminWalletAdjustmentsListSpec: ListSpec<WalletAdjustmentRequest> = {
  resource: 'wallet-adjustments',
  sortable: { requested_at: 'r.requested_at', decided_at: 'r.decided_at', amount: 'r.amount_cents', status: 'r.status' },
  defaultSort: ['requested_at', 'DESC'],
  tieBreaker: 'r.id',
  filters: {
    status: { type: 'string', values: WALLET_ADJUSTMENT_REQUEST_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`r.status = :${param}`, { [param]: value }) },
    wallet_id: uuidFilter('r.wallet_id'),
    user_id: uuidFilter('r.user_id'),
  },
  defaultPerPage: 20,
  maxPerPage: 100,
};
