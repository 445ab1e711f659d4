import { RECONCILIATION_MESSAGES as R } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const ReconciliationErrors = {
  storeNotFound: () => DomainError.notFound(R.storeNotFound, 'stats_store_not_found'),
};
