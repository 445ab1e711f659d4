import type { DomainSchema } from '@soundpost/server-core/database';
import { FraudFindingsBlocks1764500004000 } from './migrations/1764500004000-fraud-findings-blocks';

/**
 * The fraud lib's schema entry point (`@soundpost/server-fraud/schema`): its migrations for the
 * platform, and the tables it owns. Only libs/server/platform (and tests) import it. The lib reads
 * and writes its tables with SQL (set-based rules, named queries), so it declares no entities.
 */
export const fraudSchema: DomainSchema = {
  entities: [],
  migrations: [FraudFindingsBlocks1764500004000],
  ownedTables: ['fraud_findings', 'fraud_blocks', 'fraud_scan_marks'],
};
