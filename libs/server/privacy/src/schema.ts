import type { DomainSchema } from '@soundpost/server-core/database';
import { DataExport } from './exports/data-export.entity';
import { DataExports1796000000700 } from './migrations/1796000000700-data-exports';

export { DataExport };

export const privacySchema: DomainSchema = {
  entities: [DataExport],
  migrations: [DataExports1796000000700],
  ownedTables: ['data_exports'],
};
