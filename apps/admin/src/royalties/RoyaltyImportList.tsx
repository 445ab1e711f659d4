import { Box, Button, Chip } from '@mui/material';
import { formatMoney } from '@soundpost/contracts';
import { useState } from 'react';
import { DateField, FunctionField, SelectInput, type Identifier, type RaRecord } from 'react-admin';
import { ConfirmDeleteButton } from '../common/list-shell/ConfirmDeleteButton';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { ImportDetailPanel } from './ImportDetailPanel';
import { ImportReportDialog } from './ImportReportDialog';
import { IMPORTS_RESOURCE } from './royalties-api';

const money = (source: string) => (record: RaRecord) => formatMoney(Number(record[source] ?? 0));

/** Store reports: import, counts and totals, the detail (unmatched lines, manual matching, post) in a side panel. */
export const RoyaltyImportList = () => {
  const [openId, setOpenId] = useState<Identifier | null>(null);
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ResourceList
        resource={IMPORTS_RESOURCE}
        title="Royalty imports"
        testId="royalty-imports"
        rowTestId="royalty-import-row"
        sort={{ field: 'created_at', order: 'DESC' }}
        search={{ placeholder: 'Search file or store' }}
        filters={[
          <SelectInput key="status" source="status" label="Status" choices={[{ id: 'imported', name: 'Imported' }, { id: 'posted', name: 'Posted' }]} emptyText="All" />,
        ]}
        actions={
          <Button variant="contained" onClick={() => setImporting(true)} data-testid="royalty-import-open">
            Import report
          </Button>
        }
        emptyText="No reports imported yet."
        errorText="The imports could not be loaded."
        onRowClick={setOpenId}
        panel={openId !== null && <ImportDetailPanel id={openId} onClose={() => setOpenId(null)} />}
      >
        <DateField source="created_at" label="Imported" showTime sortable={false} {...column('secondary')} />
        <FunctionField label="Store" sortable={false} render={(r: RaRecord) => String(r['store_name'] ?? '')} />
        <FunctionField label="Period" sortable={false} {...column('secondary')} render={(r: RaRecord) => `${String(r['period_start'])} – ${String(r['period_end'])}`} />
        <FunctionField label="File" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['file_name'] ?? '')} />
        <FunctionField label="Lines" sortable={false} {...column('secondary')} render={(r: RaRecord) => `${String(r['lines'])} (${String(r['unmatched'])} unmatched, ${String(r['bad'])} bad)`} />
        <FunctionField label="Revenue" sortable={false} render={money('revenue_cents')} />
        <FunctionField
          label="Status"
          sortable={false}
          render={(r: RaRecord) => <Chip size="small" label={String(r['status'])} color={r['status'] === 'posted' ? 'success' : 'warning'} variant="outlined" />}
        />
        <FunctionField
          label="Actions"
          sortable={false}
          render={(record: RaRecord) =>
            record['status'] === 'posted' ? null : (
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
                <ConfirmDeleteButton
                  resource={IMPORTS_RESOURCE}
                  record={record}
                  title="Delete import"
                  message={`Delete the import of ${String(record['file_name'])}? Its lines go with it.`}
                  deleted="Import deleted."
                  failed="The import could not be deleted."
                  testIdPrefix="royalty-import-"
                  dialogTestId="royalty-import-delete-dialog"
                />
              </Box>
            )
          }
        />
      </ResourceList>
      <ImportReportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
};
