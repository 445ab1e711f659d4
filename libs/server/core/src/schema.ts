import type { DomainSchema } from './database/data-source-options';
import { coreMigrations } from './database/migrations';
import { coreEntities, coreSubscribers } from './core.schema';

export const coreSchema: DomainSchema = {
  entities: coreEntities,
  migrations: coreMigrations,
  subscribers: coreSubscribers,
  ownedTables: ['mail_outbox', 'idempotency_keys', 'audit_logs', 'app_state', 'rate_limits'],
};

export { coreEntities, coreSubscribers, coreMigrations };
