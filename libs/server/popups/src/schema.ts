import { Popups1763700008000 } from './migrations/1763700008000-popups';
import { Popup } from './popup.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

// The entity classes, for the platform and for tests that write fixtures.
export { Popup };

/**
 * The popups lib's schema entry point (`@soundpost/server-popups/schema`): its entities and migrations
 * for the platform, and the tables it owns. Only libs/server/platform (and tests) import it.
 */
export const popupsSchema: DomainSchema = {
  entities: [Popup],
  migrations: [Popups1763700008000],
  ownedTables: ['popups'],
};
