import { Button } from '@mui/material';
import { useState } from 'react';
import { FunctionField, SelectInput, type Identifier, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { formatCount, formatDays, formatLabel } from './format';
import { IMPORTS_RESOURCE } from './stats-api';
import { useCatalogueStores } from './StoreSelect';
import { TrendImportPanel } from './TrendImportPanel';
import { TrendReportDialog } from './TrendReportDialog';

const count = (source: string) => (record: RaRecord) => formatCount(record[source]);

/** The stores' daily trend reports: import, counts per report, the detail (days, territories, unmatched and refused lines) in a side panel. */
export const TrendImportList = () => {
  const [openId, setOpenId] = useState<Identifier | null>(null);
  const [importing, setImporting] = useState(false);
  const { stores } = useCatalogueStores();
  return (
    <>
      <ResourceList
        resource={IMPORTS_RESOURCE}
        title="Trend reports"
        testId="stats-imports"
        rowTestId="stats-import-row"
        sort={{ field: 'created_at', order: 'DESC' }}
        search={{ placeholder: 'Search file, store or DSR message' }}
        filters={[
          <SelectInput key="store_id" source="store_id" label="Store" choices={stores.map((s) => ({ id: s.id, name: s.name }))} emptyText="All" />,
          <SelectInput key="format" source="format" label="Format" choices={[{ id: 'dsr', name: 'DSR' }, { id: 'csv', name: 'CSV' }]} emptyText="All" />,
        ]}
        actions={
          <Button variant="contained" onClick={() => setImporting(true)} data-testid="stats-import-open">
            Import a trend report
          </Button>
        }
        emptyText="No trend reports imported yet."
        errorText="The trend reports could not be loaded."
        onRowClick={setOpenId}
        panel={openId !== null && <TrendImportPanel id={openId} onClose={() => setOpenId(null)} />}
      >
        {/* Key columns: which store, which days, how many streams; the line counts step aside on a phone. */}
        <FunctionField label="Store" source="store_name" render={(r: RaRecord) => String(r['store_name'] ?? r['store_id'] ?? '')} />
        <FunctionField label="File" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['file_name'] ?? '')} />
        <FunctionField label="Format" sortable={false} {...column('detail')} render={(r: RaRecord) => formatLabel(r['format'])} />
        <FunctionField label="Days" source="first_day" render={(r: RaRecord) => formatDays(r['first_day'], r['last_day'])} />
        <FunctionField label="Lines" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_total')} />
        <FunctionField label="Matched" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_matched')} />
        <FunctionField label="Unmatched" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_unmatched')} />
        <FunctionField label="Refused" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_rejected')} />
        <FunctionField label="Streams" source="streams_total" textAlign="right" render={count('streams_total')} />
        <DateTimeField source="created_at" label="Imported" {...column('secondary')} />
      </ResourceList>
      <TrendReportDialog open={importing} onClose={() => setImporting(false)} onOpenImport={setOpenId} />
    </>
  );
};
