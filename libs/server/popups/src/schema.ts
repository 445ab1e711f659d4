import { Popups1763700008000 } from './migrations/1763700008000-popups';
import { Popup } from './popup.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { Popup };

export const popupsSchema: DomainSchema = {
  entities: [Popup],
  migrations: [Popups1763700008000],
  ownedTables: ['popups'],
};
