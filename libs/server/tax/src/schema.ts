import type { DomainSchema } from '@soundpost/server-core/database';
import { TaxItem } from './items/tax-item.entity';
import { TaxItems1796000000800 } from './migrations/1796000000800-tax-items';

export { TaxItem };

export const taxSchema: DomainSchema = {
  entities: [TaxItem],
  migrations: [TaxItems1796000000800],
  ownedTables: ['tax_items'],
};
