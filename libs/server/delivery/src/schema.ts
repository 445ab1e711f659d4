import type { DomainSchema } from '@soundpost/server-core/database';

/**
 * The delivery lib's schema entry point (`@soundpost/server-delivery/schema`): its entities and
 * migrations for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const deliverySchema: DomainSchema = {
  entities: [],
  migrations: [],
  ownedTables: [],
};
