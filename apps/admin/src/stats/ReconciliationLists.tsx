import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { RECONCILIATION_MESSAGES, RECONCILIATION_RULES } from '@soundpost/contracts';
import { useState } from 'react';
import { FunctionField, TextInput, SelectInput, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { column } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { formatDate } from '../common/date-time/date-time';
import { formatCount } from './format';
import { useCatalogueStores } from './StoreSelect';

export const MISSING_REVENUE_RESOURCE = 'stats/reconciliation/missing-revenue';
export const LATE_REPORTS_RESOURCE = 'stats/reconciliation/late-reports';
export const STORE_LAGS_RESOURCE = 'stats/stores';

const Whole = ({ children }: { children: string }) => <span style={{ whiteSpace: 'nowrap' }}>{children}</span>;
const count = (source: string) => (r: RaRecord) => <Whole>{formatCount(r[source])}</Whole>;
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const month = (r: RaRecord) => <Whole>{monthLabel.format(new Date(`${String(r['month'])}-01T00:00:00Z`))}</Whole>;

function useReconciliationFilters() {
  const { stores } = useCatalogueStores();
  return [
    <SelectInput key="store_id" source="store_id" label="Store" choices={stores.map((s) => ({ id: s.id, name: s.name }))} emptyText="All" />,
    <TextInput key="month" source="month" label="Month (YYYY-MM)" />,
  ];
}

/** Tracks a store paid more than 20% below what its trends reported, once the store's reporting lag has passed. */
export const MissingRevenueList = () => (
  <ResourceList
    resource={MISSING_REVENUE_RESOURCE}
    title="Missing revenue"
    testId="missing-revenue"
    rowTestId="missing-revenue-row"
    sort={{ field: 'month', order: 'DESC' }}
    filters={useReconciliationFilters()}
    emptyText="No track is paid more than 20% below its streams."
    errorText="The missing revenue could not be loaded."
  >
    <FunctionField label="Month" source="month" render={month} />
    <FunctionField label="Store" source="store_id" render={(r: RaRecord) => String(r['store_name'] ?? r['store_id'])} />
    <FunctionField
      label="Track"
      sortable={false}
      render={(r: RaRecord) => (r['track_title'] ? `${String(r['track_title'])}${r['isrc'] ? ` (${String(r['isrc'])})` : ''}` : 'Release-level streams')}
    />
    <FunctionField label="Release" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['release_title'] ?? '—')} />
    <FunctionField label="Artist" sortable={false} {...column('secondary')} render={(r: RaRecord) => String(r['artist_name'] ?? '—')} />
    <FunctionField label="Streamed" source="streamed" textAlign="right" render={count('streamed')} />
    <FunctionField label="Paid units" sortable={false} textAlign="right" render={count('paid_units')} />
    <FunctionField label="Gap" source="gap_percent" textAlign="right" render={(r: RaRecord) => <Whole>{`${Number(r['gap_percent'])}%`}</Whole>} />
    <FunctionField label="Due" sortable={false} {...column('detail')} render={(r: RaRecord) => <Whole>{formatDate(r['due_date'])}</Whole>} />
  </ResourceList>
);

/** Store months with trends but no posted royalty report covering them, past the store's reporting lag. */
export const LateReportList = () => (
  <ResourceList
    resource={LATE_REPORTS_RESOURCE}
    title="Late reports"
    testId="late-reports"
    rowTestId="late-report-row"
    sort={{ field: 'days_overdue', order: 'DESC' }}
    filters={useReconciliationFilters()}
    emptyText="Every store has reported the months that are due."
    errorText="The late reports could not be loaded."
  >
    <FunctionField label="Store" source="store_id" render={(r: RaRecord) => String(r['store_name'] ?? r['store_id'])} />
    <FunctionField label="Month" source="month" render={month} />
    <FunctionField label="Due" sortable={false} render={(r: RaRecord) => <Whole>{formatDate(r['due_date'])}</Whole>} />
    <FunctionField label="Days overdue" source="days_overdue" textAlign="right" render={count('days_overdue')} />
    <FunctionField label="Lag (days)" sortable={false} textAlign="right" {...column('detail')} render={count('reporting_lag_days')} />
    <FunctionField label="Streams" source="streams" textAlign="right" {...column('secondary')} render={count('streams')} />
  </ResourceList>
);

const validLag = (text: string): boolean => /^\d+$/.test(text) && Number(text) >= RECONCILIATION_RULES.minLagDays && Number(text) <= RECONCILIATION_RULES.maxLagDays;

function LagDialog({ record, onClose }: { readonly record: RaRecord; readonly onClose: () => void }) {
  const [value, setValue] = useState(String(record['reporting_lag_days']));
  const [error, setError] = useState<string | null>(null);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const save = () => {
    if (!validLag(value.trim())) return setError(RECONCILIATION_MESSAGES.lagInvalid);
    void update(
      STORE_LAGS_RESOURCE,
      { id: record.id, data: { reporting_lag_days: Number(value.trim()) }, previousData: record },
      {
        onSuccess: () => {
          notify(`${String(record['store_name'])}: reporting lag saved.`, { type: 'success' });
          refresh();
          onClose();
        },
        onError: (e: unknown) => setError(e instanceof Error ? e.message : RECONCILIATION_MESSAGES.lagInvalid),
      },
    );
  };
  return (
    <Dialog open onClose={onClose} data-testid="store-lag-dialog">
      <DialogTitle>{`Reporting lag: ${String(record['store_name'])}`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          margin="dense"
          label="Days after the month's end"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? `Default ${RECONCILIATION_RULES.defaultLagDays}. Until then a month shows as awaiting the store's statement.`}
          inputProps={{ inputMode: 'numeric', 'data-testid': 'store-lag-input' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={isPending} data-testid="store-lag-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Each store's usual reporting lag: how long after a month's end its royalty statement is due. */
export const StoreLagList = () => {
  const [editing, setEditing] = useState<RaRecord | null>(null);
  return (
    <>
      <ResourceList
        resource={STORE_LAGS_RESOURCE}
        title="Store reporting lags"
        testId="store-lags"
        rowTestId="store-lag-row"
        sort={{ field: 'store_name', order: 'ASC' }}
        emptyText="No stores in the catalogue."
        errorText="The stores could not be loaded."
      >
        <FunctionField label="Store" source="store_name" render={(r: RaRecord) => String(r['store_name'])} />
        <FunctionField
          label="Reporting lag"
          source="reporting_lag_days"
          render={(r: RaRecord) => <Whole>{`${formatCount(r['reporting_lag_days'])} days${r['is_default'] ? ' (default)' : ''}`}</Whole>}
        />
        <FunctionField label="Active" sortable={false} {...column('detail')} render={(r: RaRecord) => (r['active'] ? 'Yes' : 'No')} />
        <FunctionField
          label=""
          sortable={false}
          render={(r: RaRecord) => (
            <Button
              size="small"
              onClick={(e) => {
                e.stopPropagation();
                setEditing(r);
              }}
              data-testid={`store-lag-edit-${String(r.id)}`}
            >
              Edit
            </Button>
          )}
        />
      </ResourceList>
      {editing && <LagDialog record={editing} onClose={() => setEditing(null)} />}
    </>
  );
};
