import { Box, Button, Drawer, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import {
  Datagrid,
  DatagridBody,
  DatagridRow,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  TextField,
  TopToolbar,
  type DatagridRowProps,
  type RaRecord,
} from 'react-admin';
import { DebouncedFilters } from '../common/DebouncedFilters';
import { useSaveRecord } from '../common/use-save-record';
import { SortSelect } from '../common/SortSelect';
import { ListError } from '../common/ListError';
import {
  BILLING_CYCLE_CHOICES,
  PLAN_SORTS,
  planFormValues,
  planPayload,
  SUPPORT_LEVEL_CHOICES,
  validatePlanForm,
  type PlanFormValues,
} from './billing';

/** The search, 300 ms after the last key stroke (spec 002 §9). */
const PlanFilters = () => (
  <DebouncedFilters debounce={SEARCH_DEBOUNCE_MS.adminPlans}>
    <SearchInput source="q" helperText={false} slotProps={{ htmlInput: { 'data-testid': 'plans-search' } }} />
  </DebouncedFilters>
);

type Field = keyof PlanFormValues;

/** The create/edit side panel (spec 002 §5 rules, §9 defaults). */
export const PlanDrawer = ({ plan, open, onClose }: { plan?: RaRecord; open: boolean; onClose: () => void }) => {
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { save, saving } = useSaveRecord('plans', plan, {
    created: 'Plan created.',
    updated: 'Plan updated.',
    failed: 'Request failed',
    onSaved: onClose,
    onError: (error) => {
      const body = (error as { body?: { errors?: Record<string, string> } }).body;
      if (body?.errors) setErrors(body.errors as Partial<Record<Field, string>>);
    },
  });

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePlanForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save(planPayload(values));
  };

  const text = (field: Field, label: string, extra: Record<string, unknown> = {}) => (
    <MuiTextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (extra['helperText'] as string | undefined)}
      slotProps={{ htmlInput: { 'data-testid': `plan-${field.replace(/_/g, '-')}`, ...(extra['htmlInput'] as object) } }}
      type={(extra['type'] as string | undefined) ?? 'text'}
      multiline={Boolean(extra['multiline'])}
      minRows={extra['multiline'] ? 3 : undefined}
      fullWidth
      size="small"
    />
  );
  const select = (field: Field, label: string, choices: { id: string; name: string }[]) => (
    <MuiTextField select label={label} value={values[field]} onChange={set(field)} fullWidth size="small"
      slotProps={{ htmlInput: { 'data-testid': `plan-${field.replace(/_/g, '-')}` } }}>
      {choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </MuiTextField>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="form" noValidate onSubmit={submit} sx={{ width: 420, p: 3 }} data-testid="plan-drawer">
        <Typography variant="h6" sx={{ mb: 2 }}>
          {plan ? `Edit plan ${String(plan['name'] ?? '')}` : 'New plan'}
        </Typography>
        <Stack spacing={2}>
          {text('name', 'Name *')}
          {text('price', 'Price', { type: 'number', htmlInput: { step: 0.01, min: 0 } })}
          {text('currency', 'Currency')}
          {select('billing_cycle', 'Billing cycle', BILLING_CYCLE_CHOICES)}
          {text('max_artists', 'Max artists', { type: 'number', htmlInput: { step: 1, min: 1 } })}
          {text('user_limit', 'User limit', { type: 'number', htmlInput: { step: 1, min: 1 } })}
          {text('release_limit', 'Release limit', { type: 'number', htmlInput: { step: 1, min: -1 }, helperText: '-1 = unlimited' })}
          {text('max_extra_artists', 'Collaborators per release', { type: 'number', htmlInput: { step: 1, min: -1 }, helperText: 'Besides the primary artist; -1 = unlimited' })}
          {select('support_level', 'Support', SUPPORT_LEVEL_CHOICES)}
          {text('features', 'Features (JSON)', { multiline: true })}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={saving} data-testid="plan-save">
              Save
            </Button>
          </Box>
        </Stack>
      </Box>
    </Drawer>
  );
};

const PlanRow = (props: DatagridRowProps) => <DatagridRow {...props} data-testid={`plan-row-${props.id}`} />;

const NoPlans = () => (
  <Typography sx={{ p: 2 }} data-testid="plans-empty">
    {ADMIN_MESSAGES.noPlans}
  </Typography>
);

/** Plans (spec 002 §2): search (300 ms), sort, page size, create/edit side panel, delete with confirm. */
export const PlanList = () => {
  const [editing, setEditing] = useState<{ plan?: RaRecord; key: number } | null>(null);
  const close = () => setEditing(null);
  return (
    <Box data-testid="plans-page">
      <List
        resource="plans"
        title="Plans"
        sort={{ field: 'newest', order: 'DESC' }}
        perPage={PAGE_SIZES.admin.default}
        actions={
          <TopToolbar sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', width: '100%' }}>
            <PlanFilters />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <SortSelect choices={PLAN_SORTS} testId="plans-sort" minWidth={180} />
              <Button variant="contained" onClick={() => setEditing({ key: Date.now() })} data-testid="plan-create">
                New plan
              </Button>
            </Box>
          </TopToolbar>
        }
        exporter={false}
        empty={false}
        disableSyncWithLocation
        error={<ListError fallback={ADMIN_MESSAGES.loadPlansFailed} testId="plans-error" />}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES.admin.options]} />}
      >
        <Box data-testid="plans-list">
        <Datagrid bulkActionButtons={false} rowClick={false} body={<DatagridBody row={<PlanRow />} />} empty={<NoPlans />}>
          <TextField source="name" label="Name" sortable={false} />
          <FunctionField
            label="Price"
            sortable={false}
            render={(r: RaRecord) => `${String(r['currency'] ?? '')} ${Number(r['price'] ?? 0).toFixed(2)}`}
          />
          <TextField source="billing_cycle" label="Cycle" sortable={false} />
          <TextField source="max_artists" label="Max artists" sortable={false} />
          <TextField source="user_limit" label="Users" sortable={false} />
          <FunctionField
            label="Releases"
            sortable={false}
            render={(r: RaRecord) => (Number(r['release_limit']) === -1 ? 'Unlimited' : String(r['release_limit'] ?? ''))}
          />
          <FunctionField
            label="Collaborators"
            sortable={false}
            render={(r: RaRecord) => (Number(r['max_extra_artists']) === -1 ? 'Unlimited' : String(r['max_extra_artists'] ?? ''))}
          />
          <TextField source="support_level" label="Support" sortable={false} />
          <DateField source="created_at" label="Created" sortable={false} />
          <FunctionField
            label=""
            sortable={false}
            render={(record: RaRecord) => (
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button size="small" onClick={() => setEditing({ plan: record, key: Date.now() })} data-testid={`plan-edit-${record.id}`}>
                  Edit
                </Button>
                <DeleteWithConfirmButton
                  record={record}
                  resource="plans"
                  mutationMode="pessimistic"
                  redirect={false}
                  confirmTitle="Delete plan"
                  confirmContent={`Delete ${String(record['name'] ?? `#${record.id}`)}?`}
                  data-testid={`plan-delete-${record.id}`}
                />
              </Box>
            )}
          />
        </Datagrid>
        </Box>
      </List>
      {editing && <PlanDrawer key={editing.key} plan={editing.plan} open onClose={close} />}
    </Box>
  );
};
