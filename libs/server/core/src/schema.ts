import type { DomainSchema } from './database/data-source-options';
import { coreMigrations } from './database/migrations';
import { coreEntities, coreSubscribers } from './core.schema';

/**
 * Core's schema entry point (`@soundpost/server-core/schema`): the mechanisms' entities,
 * subscribers and migrations, and the tables they own. Only libs/server/platform (and tests) import it.
 */
export const coreSchema: DomainSchema = {
  entities: coreEntities,
  migrations: coreMigrations,
  subscribers: coreSubscribers,
  ownedTables: ['mail_outbox', 'idempotency_keys', 'audit_logs', 'app_state', 'rate_limits'],
};

export { coreEntities, coreSubscribers, coreMigrations };
