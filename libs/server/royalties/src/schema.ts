import { RoyaltyImport } from './imports/royalty-import.entity';
import { Royalties1764600002000 } from './migrations/1764600002000-royalties';
import { RoyaltyAllocationChecks1764600003000 } from './migrations/1764600003000-royalty-allocation-checks';
import { RoyaltyLinesStatementChecks1764600004000 } from './migrations/1764600004000-royalty-lines-statement-checks';
import { RoyaltyImportTotals1764600005000 } from './migrations/1764600005000-royalty-import-totals';
import { RoyaltyOwnerSharesDerived1764600006000 } from './migrations/1764600006000-royalty-owner-shares-derived';
import { RoyaltyLinesPartitioned1764600007000 } from './migrations/1764600007000-royalty-lines-partitioned';
import { RoyaltyPaidUnits1795915500000 } from './migrations/1795915500000-royalty-paid-units';
import { RoyaltyUnitsAfterPosting1795926161300 } from './migrations/1795926161300-royalty-units-after-posting';
import { RoyaltyAccountShares1795938400100 } from './migrations/1795938400100-royalty-account-shares';
import { RoyaltyPreset } from './presets/royalty-preset.entity';
import { RoyaltySplit } from './splits/royalty-split.entity';
import type { DomainSchema } from '@soundpost/server-core/database';

export { RoyaltyImport, RoyaltyPreset, RoyaltySplit };

/**
 * Lines, allocations and credits are written and read in bulk with SQL, so they have no entity. royalty_lines'
 * partitions (royalty_lines_<import id>, one per import) are royalties' own too: only this lib's code names them.
 */
export const royaltiesSchema: DomainSchema = {
  entities: [RoyaltyImport, RoyaltyPreset, RoyaltySplit],
  migrations: [Royalties1764600002000, RoyaltyAllocationChecks1764600003000, RoyaltyLinesStatementChecks1764600004000, RoyaltyImportTotals1764600005000, RoyaltyOwnerSharesDerived1764600006000, RoyaltyLinesPartitioned1764600007000, RoyaltyPaidUnits1795915500000, RoyaltyUnitsAfterPosting1795926161300, RoyaltyAccountShares1795938400100],
  ownedTables: ['royalty_presets', 'royalty_imports', 'royalty_lines', 'royalty_splits', 'royalty_allocations', 'royalty_owner_lines', 'royalty_credits', 'royalty_posted_units', 'royalty_paid_units', 'royalty_posted_periods', 'royalty_account_shares'],
  // Units paid by posted imports, and which store's months they cover: statistics reconciles trends with them; each
  // account's share of each line: statistics' label reports.
  readModels: ['royalty_paid_units', 'royalty_posted_periods', 'royalty_account_shares'],
};
