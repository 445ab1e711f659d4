import { Button } from '@mui/material';
import { useState } from 'react';
import { FunctionField, SelectInput, type Identifier, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { formatDate } from '../common/date-time/date-time';
import { formatCount, formatDays, formatLabel } from './format';
import { IMPORTS_RESOURCE } from './stats-api';
import { useCatalogueStores } from './StoreSelect';
import { TrendImportPanel } from './TrendImportPanel';
import { TrendReportDialog } from './TrendReportDialog';

// The table lets long values wrap anywhere (file names); a number, a day or a store's name is never cut in two.
const Whole = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;

const count = (source: string) => (record: RaRecord) => <Whole>{formatCount(record[source])}</Whole>;

const days = (r: RaRecord) =>
  !r['last_day'] || r['first_day'] === r['last_day'] ? (
    <Whole>{formatDays(r['first_day'], r['last_day'])}</Whole>
  ) : (
    <>
      <Whole>{formatDate(r['first_day'])}</Whole> – <Whole>{formatDate(r['last_day'])}</Whole>
    </>
  );

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
        search={{ placeholder: 'Search file or store' }}
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
        {/* Key: which store, which days, how many streams. The line counts step aside on a phone; format and date need a wide table (at 1366 px with the menu open the file name takes their room). */}
        <FunctionField
          label="Store"
          source="store_name"
          render={(r: RaRecord) => <span style={{ overflowWrap: 'normal' }}>{String(r['store_name'] ?? r['store_id'] ?? '')}</span>}
        />
        <FunctionField label="File" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['file_name'] ?? '')} />
        <FunctionField label="Format" sortable={false} {...column('detail')} render={(r: RaRecord) => formatLabel(r['format'])} />
        <FunctionField label="Days" source="first_day" render={days} />
        <FunctionField label="Lines" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_total')} />
        <FunctionField label="Matched" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_matched')} />
        <FunctionField label="Unmatched" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_unmatched')} />
        <FunctionField label="Refused" sortable={false} textAlign="right" {...column('secondary')} render={count('lines_rejected')} />
        <FunctionField label="Streams" source="streams_total" textAlign="right" render={count('streams_total')} />
        <DateTimeField source="created_at" label="Imported" {...column('detail')} />
      </ResourceList>
      <TrendReportDialog open={importing} onClose={() => setImporting(false)} onOpenImport={setOpenId} />
    </>
  );
};
