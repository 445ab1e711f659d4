import { FormControlLabel, Stack, Switch, TextField as MuiTextField } from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import type { RaRecord } from 'react-admin';
import { SidePanel } from '../common/list-shell/SidePanel';
import { useSaveRecord } from '../common/use-save-record';
import {
  POPUP_TYPE_CHOICES,
  popupFormValues,
  popupPayload,
  serverFieldErrors,
  validatePopupForm,
  type PopupFormErrors,
  type PopupFormValues,
} from './popups';

type Field = keyof PopupFormValues;

/** The create/edit side panel: title and message required, dates sent as ISO or null. */
export const PopupDrawer = ({ popup, onClose }: { popup?: RaRecord; onClose: () => void }) => {
  const [values, setValues] = useState<PopupFormValues>(() => popupFormValues(popup));
  const [errors, setErrors] = useState<PopupFormErrors>({});
  const { save, saving } = useSaveRecord('popups', popup, {
    created: 'Popup created.',
    updated: 'Popup updated.',
    failed: ADMIN_MESSAGES.saveFailed,
    onSaved: onClose,
    onError: (error) => setErrors(serverFieldErrors(error)),
  });

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePopupForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save(popupPayload(values));
  };

  const text = (field: 'title' | 'message' | 'show_from' | 'show_until', label: string, extra: { multiline?: boolean; type?: string } = {}) => (
    <MuiTextField
      label={label}
      value={values[field]}
      onChange={set(field)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? (field === 'message' ? 'HTML: paragraphs, emphasis, lists, headings, links and https images.' : undefined)}
      type={extra.type ?? 'text'}
      multiline={extra.multiline}
      minRows={extra.multiline ? 6 : undefined}
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'data-testid': `popup-${field.replace(/_/g, '-')}` },
        inputLabel: extra.type === 'datetime-local' ? { shrink: true } : undefined,
      }}
    />
  );

  return (
    <SidePanel
      title={popup ? `Edit popup ${String(popup['title'] ?? '')}` : 'New popup'}
      titleComponent="h2"
      testId="popup-drawer"
      width={{ xs: '100vw', sm: 480 }}
      onClose={onClose}
      form={{ onSubmit: submit, saving, saveTestId: 'popup-save' }}
    >
      <Stack spacing={2}>
        {text('title', 'Title *')}
        {text('message', 'Message *', { multiline: true })}
        <MuiTextField
          select
          label="Type"
          value={values.type}
          onChange={set('type')}
          fullWidth
          size="small"
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'popup-type' } }}
        >
          {POPUP_TYPE_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </MuiTextField>
        {text('show_from', 'Show from', { type: 'datetime-local' })}
        {text('show_until', 'Show until', { type: 'datetime-local' })}
        <FormControlLabel
          control={
            <Switch
              checked={values.status}
              onChange={(event) => setValues((current) => ({ ...current, status: event.target.checked }))}
              slotProps={{ input: { 'data-testid': 'popup-status' } as object }}
            />
          }
          label="Active"
        />
      </Stack>
    </SidePanel>
  );
};
