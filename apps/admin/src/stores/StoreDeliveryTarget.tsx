import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, InputAdornment, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, DELIVERY_TARGET_KINDS, type DeliveryTargetKind, type DeliveryTargetResponse } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { HttpError, Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { formFromTarget, requestFromForm, saveDeliveryTarget, fetchDeliveryTarget, TARGET_FIELDS, type DeliveryTargetField, type DeliveryTargetForm } from './delivery-target-api';

const KIND_LABELS: Record<DeliveryTargetKind, string> = { folder: 'Folder', sftp: 'SFTP', s3: 'S3' };

const FIELD_LABELS: Record<DeliveryTargetField, string> = {
  path: 'Path',
  host: 'Host',
  port: 'Port',
  username: 'User',
  password: 'Password',
  private_key: 'Private key',
  bucket: 'Bucket',
  region: 'Region',
  endpoint: 'Endpoint',
  access_key_id: 'Access key id',
  secret_access_key: 'Secret access key',
  recipient_dpid: 'Recipient DDEX party id',
  recipient_name: 'Recipient name',
};

const PATH_HINTS: Record<DeliveryTargetKind, string> = {
  folder: 'A sub-folder of DATA_DIR/deliveries.',
  sftp: 'The remote folder.',
  s3: 'The key prefix.',
};

const SECRET_FLAGS: Partial<Record<DeliveryTargetField, keyof DeliveryTargetResponse>> = {
  password: 'has_password',
  private_key: 'has_private_key',
  secret_access_key: 'has_secret_access_key',
};

const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return {};
  const errors = (error.body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
};

export const StoreDeliveryTarget = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [target, setTarget] = useState<DeliveryTargetResponse | null>(null);
  const [form, setForm] = useState<DeliveryTargetForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchDeliveryTarget(id).then(
      (t) => {
        if (!live) return;
        setTarget(t);
        setForm(formFromTarget(t));
      },
      (error: unknown) => live && setFailure(errorMessage(error, ADMIN_MESSAGES.loadDeliveryTargetFailed)),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const set = <K extends keyof DeliveryTargetForm>(key: K, value: DeliveryTargetForm[K]) => setForm((f) => (f ? { ...f, [key]: value } : f));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form) return;
    setBusy(true);
    setFailure(null);
    setErrors({});
    try {
      const saved = await saveDeliveryTarget(id, requestFromForm(form));
      setTarget(saved);
      setForm(formFromTarget(saved));
      notify(ADMIN_MESSAGES.deliveryTargetSaved, { type: 'success' });
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(errorMessage(error, ADMIN_MESSAGES.deliveryTargetSaveFailed));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: DeliveryTargetField) => {
    const flag = SECRET_FLAGS[field];
    const isSet = Boolean(flag && target?.[flag]);
    const clearing = Boolean(form?.cleared.includes(field));
    const secretHint = clearing ? 'Cleared when you save.' : isSet ? 'Set. Leave empty to keep it.' : 'Not set.';
    const hint = flag ? secretHint : field === 'path' && form ? PATH_HINTS[form.kind] : undefined;
    const toggleClear = () => set('cleared', clearing ? (form?.cleared ?? []).filter((f) => f !== field) : [...(form?.cleared ?? []), field]);
    return (
      <MuiTextField
        key={field}
        label={FIELD_LABELS[field]}
        type={field === 'password' || field === 'secret_access_key' ? 'password' : 'text'}
        multiline={field === 'private_key'}
        minRows={field === 'private_key' ? 3 : undefined}
        value={form?.[field] ?? ''}
        onChange={(e) => set(field, e.target.value)}
        error={Boolean(errors[field])}
        helperText={errors[field] ?? hint}
        autoComplete="off"
        slotProps={{
          htmlInput: { 'data-testid': `target-${field}` },
          formHelperText: { 'data-testid': `target-${field}-help` } as object,
          input: isSet
            ? {
                endAdornment: (
                  <InputAdornment position="end">
                    <Button size="small" onClick={toggleClear} data-testid={`target-${field}-clear`}>
                      {clearing ? 'Keep' : 'Clear'}
                    </Button>
                  </InputAdornment>
                ),
              }
            : undefined,
        }}
      />
    );
  };

  return (
    <Box data-testid="store-delivery-target-page" sx={{ maxWidth: 640 }}>
      <Title title="Delivery target" />
      <Card>
        <CardContent>
          <Typography variant="h6" gutterBottom>
            Delivery target{target ? `: ${target.store_name}` : ''}
          </Typography>
          {target?.is_default && (
            <Typography sx={{ mb: 2 }} color="text.secondary" data-testid="target-default">
              Nothing saved yet: the default folder target.
            </Typography>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="target-failure">
              {failure}
            </Alert>
          )}
          {form && (
            <form onSubmit={(e) => void submit(e)} noValidate>
              <Stack spacing={2}>
                <MuiTextField
                  select
                  label="Target type"
                  value={form.kind}
                  onChange={(e) => set('kind', e.target.value as DeliveryTargetKind)}
                  error={Boolean(errors['kind'])}
                  helperText={errors['kind']}
                  slotProps={{ htmlInput: { 'data-testid': 'target-kind' } }}
                >
                  {DELIVERY_TARGET_KINDS.map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </MenuItem>
                  ))}
                </MuiTextField>
                {TARGET_FIELDS[form.kind].map(input)}
                {input('recipient_dpid')}
                {input('recipient_name')}
                <FormControlLabel
                  control={<Checkbox checked={form.purge_on_takedown} onChange={(e) => set('purge_on_takedown', e.target.checked)} slotProps={{ input: { 'data-testid': 'target-purge' } as object }} />}
                  label="Send a purge message on takedown"
                />
                <Button type="submit" variant="contained" disabled={busy} data-testid="target-save">
                  Save
                </Button>
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
