import type { DomainSchema } from '@soundpost/server-core/database';
import { FraudFindingsBlocks1764500004000 } from './migrations/1764500004000-fraud-findings-blocks';

export const fraudSchema: DomainSchema = {
  entities: [],
  migrations: [FraudFindingsBlocks1764500004000],
  ownedTables: ['fraud_findings', 'fraud_blocks', 'fraud_scan_marks'],
};
