import { DELIVERY_STATUSES } from '@soundpost/contracts';
import { ListSpec } from '@soundpost/server-core/lists';
import { ReleaseDelivery } from './release-delivery.entity';

export const adminDeliveriesListSpec: ListSpec<ReleaseDelivery> = {
  resource: 'deliveries',
  sortable: { attention: 'd.attention', updated_at: 'd.updated_at', queued_at: 'd.queued_at', delivered_at: 'd.delivered_at', status: 'd.status', store_id: 'd.store_id' },
  sortAliases: { failures: ['attention', 'ASC'], newest: ['updated_at', 'DESC'] },
  defaultSort: ['attention', 'ASC'],
  filters: {
    status: { type: 'string', values: DELIVERY_STATUSES, apply: (qb, value: string, param) => qb.andWhere(`d.status = :${param}`, { [param]: value }) },
    store_id: { type: 'string', apply: (qb, value: string, param) => qb.andWhere(`d.store_id = :${param}`, { [param]: value }) },
    release_id: { type: 'string', apply: (qb, value: string, param) => qb.andWhere(`d.release_id = :${param}::uuid`, { [param]: value }) },
  },
  search: (qb, term) => qb.andWhere('(d.store_id ILIKE :q OR d.message_id ILIKE :q OR d.last_error ILIKE :q)', { q: `%${term.replace(/[%_\\]/g, '\\$&')}%` }),
  defaultPerPage: 20,
  maxPerPage: 100,
};
