import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Chip, MenuItem, TextField as MuiTextField } from '@mui/material';
import { ADMIN_MESSAGES, TAX_FORM_KINDS, TAX_REPORT_FORMS, type TaxFormKind, type TaxReportForm, type TaxStandingStatus } from '@soundpost/contracts';
import { useState, type ReactNode } from 'react';
import { FunctionField, SelectInput, TextField, useNotify, type RaRecord } from 'react-admin';
import { formatDate } from '../common/date-time/date-time';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { downloadText } from '../common/download';
import { errorMessage } from '../common/errors';
import { column, PersonCell } from '../common/list-shell/columns';
import { ResourceList } from '../common/list-shell/ResourceList';
import { fetchTaxReport } from './tax-api';

export const FORM_LABELS: Record<TaxFormKind, string> = { w9: 'W-9', w8ben: 'W-8BEN', w8bene: 'W-8BEN-E' };
const REPORT_LABELS: Record<TaxReportForm, string> = { '1099-misc': '1099-MISC', '1042-s': '1042-S' };

type RowStatus = TaxStandingStatus | 'superseded';
const STATUS: Record<RowStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  valid: { label: 'Valid', color: 'success' },
  expiring: { label: 'Expiring', color: 'warning' },
  expired: { label: 'Expired', color: 'error' },
  missing: { label: 'Missing', color: 'error' },
  superseded: { label: 'Superseded', color: 'default' },
};

/** A replaced form is "superseded" whatever its dates; the one in force shows its standing (valid, expiring, expired). */
export const rowStatus = (r: RaRecord): RowStatus => (r['status'] === 'superseded' ? 'superseded' : ((r['standing'] as TaxStandingStatus | undefined) ?? 'valid'));

const StatusChip = ({ record }: { record: RaRecord }) => {
  const status = rowStatus(record);
  const { label, color } = STATUS[status] ?? STATUS.valid;
  return <Chip size="small" variant="outlined" color={color} label={label} data-testid={`tax-form-status-${record.id}`} data-status={status} />;
};

/** Short codes ("W-8BEN", "***-**-6789") that must not break across lines. */
const Nowrap = ({ children }: { children: ReactNode }) => <Box component="span" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{children}</Box>;

/** 1500 bp → "15%". */
export const formatRate = (bp: unknown) => (typeof bp === 'number' ? `${bp / 100}%` : '—');

/** The year-end figures as CSV: which year, which form (1099-MISC for W-9 payees, 1042-S for the others). */
const YearEndReport = () => {
  const notify = useNotify();
  const [year, setYear] = useState(() => String(new Date().getUTCFullYear()));
  const [form, setForm] = useState<TaxReportForm>('1099-misc');
  const [busy, setBusy] = useState(false);
  const valid = /^\d{4}$/.test(year);
  const run = async () => {
    setBusy(true);
    try {
      const file = await fetchTaxReport(Number(year), form, ADMIN_MESSAGES.exportFailed);
      downloadText(file.filename, file.text);
    } catch (error) {
      notify(errorMessage(error, ADMIN_MESSAGES.exportFailed), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="tax-report">
      <MuiTextField
        size="small"
        label="Year"
        value={year}
        onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
        error={!valid}
        sx={{ width: 96 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'tax-report-year' } }}
      />
      <MuiTextField
        select
        size="small"
        label="Form"
        value={form}
        onChange={(e) => setForm(e.target.value as TaxReportForm)}
        sx={{ width: 140 }}
        slotProps={{ htmlInput: { 'data-testid': 'tax-report-form' } }}
      >
        {TAX_REPORT_FORMS.map((value) => (
          <MenuItem key={value} value={value} data-testid={`tax-report-form-${value}`}>
            {REPORT_LABELS[value]}
          </MenuItem>
        ))}
      </MuiTextField>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void run()} disabled={busy || !valid} data-testid="tax-report-download">
        Year-end report
      </Button>
    </Box>
  );
};

const filters = [
  <SelectInput key="form" source="form" label="Form" choices={TAX_FORM_KINDS.map((id) => ({ id, name: FORM_LABELS[id] }))} emptyText="Any form" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={[
      { id: 'current', name: 'In force' },
      { id: 'superseded', name: 'Superseded' },
    ]}
    emptyText="Any status"
  />,
];

/** Tax forms: every W-9 / W-8BEN / W-8BEN-E filed, newest first, TINs masked; the year-end 1099-MISC / 1042-S CSV. */
export const TaxFormList = () => (
  <ResourceList
    title="Tax forms"
    testId="tax-forms"
    rowTestId="tax-form-row"
    sort={{ field: 'signed_at', order: 'DESC' }}
    search={{ placeholder: 'Payee name' }}
    filters={filters}
    sorts={{
      choices: [
        { id: 'signed_at', name: 'Newest signed', order: 'DESC' },
        { id: 'expires_at', name: 'Expiring first', order: 'ASC' },
        { id: 'payee_name', name: 'Payee A–Z', order: 'ASC' },
      ],
    }}
    actions={<YearEndReport />}
    emptyText="No tax forms yet."
    errorText="Could not load the tax forms."
  >
    <FunctionField label="Account" sortable={false} render={(r: RaRecord) => <PersonCell name={(r['account_name'] as string | null) ?? undefined} email={(r['account_email'] as string | null) ?? undefined} />} />
    <FunctionField label="Form" sortable={false} render={(r: RaRecord) => <Nowrap>{FORM_LABELS[r['form'] as TaxFormKind] ?? String(r['form'])}</Nowrap>} />
    <FunctionField label="Status" sortable={false} render={(r: RaRecord) => <StatusChip record={r} />} />
    <TextField source="payee_name" label="Payee" sortable={false} {...column('secondary')} />
    <TextField source="country" label="Country" sortable={false} {...column('detail')} />
    <FunctionField label="TIN" sortable={false} render={(r: RaRecord) => <Nowrap>{(r['tin_masked'] as string | null) ?? '—'}</Nowrap>} {...column('secondary')} />
    <FunctionField label="Treaty rate" sortable={false} render={(r: RaRecord) => <span data-testid={`tax-form-rate-${r.id}`}>{formatRate(r['treaty_rate_bp'])}</span>} {...column('secondary')} />
    <DateTimeField source="signed_at" label="Signed" sortable={false} dateOnly {...column('secondary')} />
    <FunctionField label="Expires" sortable={false} render={(r: RaRecord) => <span data-testid={`tax-form-expires-${r.id}`}>{r['expires_at'] ? formatDate(r['expires_at']) : 'Never (W-9)'}</span>} />
  </ResourceList>
);
