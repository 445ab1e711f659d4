import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { TREND_MAPPING_FIELDS, type TrendColumnMapping, type TrendMappingField } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { FunctionField, useCreate, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { DateTimeField } from '../common/date-time/DateTimeField';
import { column } from '../common/list-shell/columns';
import { ConfirmDeleteButton } from '../common/list-shell/ConfirmDeleteButton';
import { ResourceList } from '../common/list-shell/ResourceList';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';
import { PRESETS_RESOURCE } from './stats-api';
import { StoreSelect, useCatalogueStores } from './StoreSelect';

const HINTS: Partial<Record<TrendMappingField, string>> = { date: 'Required', streams: 'Required', isrc: 'ISRC or UPC required', upc: 'ISRC or UPC required' };

const FORM_FIELDS = ['store_id', 'name'] as const;

const NewPresetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [storeId, setStoreId] = useState('');
  const [name, setName] = useState('');
  const [mapping, setMapping] = useState<TrendColumnMapping>({});
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  useEffect(() => {
    if (open) setRefusal(NO_REFUSAL);
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    void create(
      PRESETS_RESOURCE,
      { data: { store_id: storeId, name, mapping } },
      {
        onSuccess: () => {
          notify('Preset saved.', { type: 'success' });
          setName('');
          setMapping({});
          refresh();
          onClose();
        },
        onError: (e) => setRefusal(refusalOf(e, FORM_FIELDS, 'The preset could not be saved.')),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate data-testid="stats-preset-form">
        <DialogTitle>New trend report mapping</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {refusal.message && (
              <Alert severity="error" data-testid="stats-preset-error">
                {refusal.message}
              </Alert>
            )}
            <StoreSelect value={storeId} onChange={setStoreId} error={refusal.fields['store_id']} testId="stats-preset-store" />
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required error={Boolean(refusal.fields['name'])} helperText={refusal.fields['name']} />
            {TREND_MAPPING_FIELDS.map((field) => (
              <TextField
                key={field}
                label={`Column for ${field}`}
                value={mapping[field] ?? ''}
                onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value }))}
                helperText={HINTS[field]}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={isPending} data-testid="stats-preset-save">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Column-mapping presets per store: which column of a store's trend CSV holds the date, ISRC, UPC, streams… */
export const TrendPresetList = () => {
  const [creating, setCreating] = useState(false);
  const { stores } = useCatalogueStores();
  const storeName = (id: unknown) => stores.find((s) => s.id === id)?.name ?? String(id ?? '');
  return (
    <>
      <ResourceList
        resource={PRESETS_RESOURCE}
        title="Trend report presets"
        testId="stats-presets"
        rowTestId="stats-preset-row"
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="stats-preset-new">
            New preset
          </Button>
        }
        emptyText="No presets yet: DSR reports and Soundpost's own CSV layout need none."
        errorText="The presets could not be loaded."
      >
        {/* A store's name wraps between words only. */}
        <FunctionField label="Store" sortable={false} render={(r: RaRecord) => <span style={{ overflowWrap: 'normal' }}>{storeName(r['store_id'])}</span>} />
        <FunctionField label="Name" sortable={false} render={(r: RaRecord) => String(r['name'])} />
        <FunctionField
          label="Columns"
          sortable={false}
          {...column('secondary')}
          render={(r: RaRecord) =>
            Object.entries((r['mapping'] ?? {}) as Record<string, string>)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')
          }
        />
        <DateTimeField source="created_at" label="Created" sortable={false} {...column('secondary')} />
        <FunctionField
          label="Actions"
          sortable={false}
          render={(record: RaRecord) => (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
              <ConfirmDeleteButton
                resource={PRESETS_RESOURCE}
                record={record}
                title="Delete preset"
                message={`Delete the preset ${String(record['name'])}? Imports made with it keep their figures.`}
                deleted="Preset deleted."
                failed="The preset could not be deleted."
                testIdPrefix="stats-preset-"
                dialogTestId="stats-preset-delete-dialog"
              />
            </Box>
          )}
        />
      </ResourceList>
      <NewPresetDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
};
