import InboxIcon from '@mui/icons-material/MoveToInbox';
import type { StatsCollectedOutcome } from '@soundpost/contracts';
import { FunctionField, SelectInput, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { useCatalogueStores } from './StoreSelect';

export const COLLECTED_RESOURCE = 'stats/collected';

const OUTCOME_LABELS: Record<StatsCollectedOutcome, string> = {
  imported: 'Imported',
  duplicate: 'Already imported',
  rejected: 'Refused',
  unreachable: 'Store unreachable',
};

const Whole = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

/** What the daily job took from each store's reports/ inbox: imported (no staff member made these imports), refused with the reason, or a store it could not reach. */
export const CollectedReportList = () => {
  const { stores } = useCatalogueStores();
  return (
    <ResourceList
      resource={COLLECTED_RESOURCE}
      title="Collected reports"
      testId="stats-collected"
      rowTestId="stats-collected-row"
      sort={{ field: 'collected_at', order: 'DESC' }}
      search={{ placeholder: 'Search file, store or reason' }}
      filters={[
        <SelectInput key="store_id" source="store_id" label="Store" choices={stores.map((s) => ({ id: s.id, name: s.name }))} emptyText="All" />,
        <SelectInput key="outcome" source="outcome" label="Outcome" choices={Object.entries(OUTCOME_LABELS).map(([id, name]) => ({ id, name }))} emptyText="All" />,
      ]}
      emptyText="Nothing collected yet: the daily job reads the reports/ inbox of each store with a delivery target."
      errorText="The collected reports could not be loaded."
    >
      <DateTimeField source="collected_at" label="Collected" />
      <FunctionField label="Store" source="store_name" render={(r: RaRecord) => String(r['store_name'] ?? r['store_id'] ?? '')} />
      <FunctionField label="Files" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['file_name'] ?? '—')} />
      <FunctionField label="Outcome" source="outcome" render={(r: RaRecord) => <Whole>{OUTCOME_LABELS[r['outcome'] as StatsCollectedOutcome] ?? String(r['outcome'])}</Whole>} />
      <FunctionField
        label="Import"
        sortable={false}
        {...column('detail')}
        render={(r: RaRecord) => (r['import_id'] ? <Whole>{`${String(r['import_id']).slice(0, 8)} (by the daily job)`}</Whole> : '—')}
      />
      <FunctionField label="Reason" sortable={false} render={(r: RaRecord) => String(r['reason'] ?? '')} />
    </ResourceList>
  );
};

export const statsCollected = { list: CollectedReportList, icon: InboxIcon, recordRepresentation: 'file_name' };
