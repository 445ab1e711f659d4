import type { DomainSchema } from '@soundpost/server-core/database';
import { AccountClosure } from './closing/account-closure.entity';
import { DataExport } from './exports/data-export.entity';
import { DataExports1796000000700 } from './migrations/1796000000700-data-exports';
import { AccountClosures1796000001000 } from './migrations/1796000001000-account-closures';

export { DataExport, AccountClosure };

export const privacySchema: DomainSchema = {
  entities: [DataExport, AccountClosure],
  migrations: [DataExports1796000000700, AccountClosures1796000001000],
  ownedTables: ['data_exports', 'account_closures'],
  readModels: ['account_closures'],
};
