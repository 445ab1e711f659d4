import { MenuItem, Stack, TextField as MuiTextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { SidePanel } from '../common/list-shell/SidePanel';
import { useSaveRecord } from '../common/use-save-record';
import {
  BILLING_CYCLE_CHOICES,
  planFormValues,
  planPayload,
  SUPPORT_LEVEL_CHOICES,
  validatePlanForm,
  type PlanFormValues,
} from '../billing/billing';

type Field = keyof PlanFormValues;

/** The create/edit side panel (plan rules and defaults). */
export const PlanDrawer = ({ plan, onClose }: { plan?: RaRecord; onClose: () => void }) => {
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
    <SidePanel
      title={plan ? `Edit plan ${String(plan['name'] ?? '')}` : 'New plan'}
      testId="plan-drawer"
      onClose={onClose}
      form={{ onSubmit: submit, saving, saveTestId: 'plan-save' }}
    >
      <Stack spacing={2}>
        {text('name', 'Name *')}
        {text('price', 'Price', { type: 'number', htmlInput: { step: 0.01, min: 0 } })}
        {text('currency', 'Currency')}
        {select('billing_cycle', 'Billing cycle', BILLING_CYCLE_CHOICES)}
        {text('max_artists', 'Max artists', { type: 'number', htmlInput: { step: 1, min: 1 } })}
        {text('user_limit', 'User limit', { type: 'number', htmlInput: { step: 1, min: 1 } })}
        {text('release_limit', 'Release limit', { type: 'number', htmlInput: { step: 1, min: -1 }, helperText: '-1 = unlimited' })}
        {text('max_extra_artists', 'Collaborators per release', { type: 'number', htmlInput: { step: 1, min: -1 }, helperText: 'Besides the primary artist; -1 = unlimited' })}
        {text('store_limit', 'Stores per release', { type: 'number', htmlInput: { step: 1, min: 1 }, helperText: 'Empty = every store' })}
        {select('support_level', 'Support', SUPPORT_LEVEL_CHOICES)}
        {text('features', 'Features (JSON)', { multiline: true })}
      </Stack>
    </SidePanel>
  );
};
