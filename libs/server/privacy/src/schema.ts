import type { DomainSchema } from '@soundpost/server-core/database';
import { PrivacyItem } from './items/privacy-item.entity';
import { PrivacyItems1796000000700 } from './migrations/1796000000700-privacy-items';

export { PrivacyItem };

export const privacySchema: DomainSchema = {
  entities: [PrivacyItem],
  migrations: [PrivacyItems1796000000700],
  ownedTables: ['privacy_items'],
};
