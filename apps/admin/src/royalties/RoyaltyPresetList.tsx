import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { ROYALTY_MAPPING_FIELDS, type RoyaltyColumnMapping } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { DateField, FunctionField, useCreate, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/errors';
import { ResourceList } from '../common/list-shell/ResourceList';
import { PRESETS_RESOURCE } from './royalties-api';

const NewPresetDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const [create] = useCreate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [storeId, setStoreId] = useState('');
  const [name, setName] = useState('');
  const [mapping, setMapping] = useState<RoyaltyColumnMapping>({});
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void create(
      PRESETS_RESOURCE,
      { data: { store_id: storeId, name, mapping } },
      {
        onSuccess: () => {
          notify('Preset saved.', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (e) => setError(errorMessage(e, 'The preset could not be saved.')),
      },
    );
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={submit} data-testid="royalty-preset-form">
        <DialogTitle>New column mapping</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Store id" value={storeId} onChange={(e) => setStoreId(e.target.value)} required />
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
            {ROYALTY_MAPPING_FIELDS.map((field) => (
              <TextField
                key={field}
                label={`Column for ${field.replace('_', ' ')}`}
                value={mapping[field] ?? ''}
                onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value }))}
                helperText={field === 'revenue' ? 'Required' : field === 'isrc' || field === 'upc' ? 'ISRC or UPC required' : undefined}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

/** Column-mapping presets per store: which report column holds the ISRC, UPC, territory, units, revenue… */
export const RoyaltyPresetList = () => {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ResourceList
        resource={PRESETS_RESOURCE}
        title="Report presets"
        testId="royalty-presets"
        rowTestId="royalty-preset-row"
        sort={{ field: 'name', order: 'ASC' }}
        actions={
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="royalty-preset-new">
            New preset
          </Button>
        }
        emptyText="No presets yet: Soundpost's own layout needs none."
        errorText="The presets could not be loaded."
      >
        <FunctionField label="Store" sortable={false} render={(r: RaRecord) => String(r['store_id'])} />
        <FunctionField label="Name" sortable={false} render={(r: RaRecord) => String(r['name'])} />
        <FunctionField
          label="Columns"
          sortable={false}
          render={(r: RaRecord) =>
            Object.entries((r['mapping'] ?? {}) as Record<string, string>)
              .map(([k, v]) => `${k}: ${v}`)
              .join(', ')
          }
        />
        <DateField source="created_at" label="Created" sortable={false} />
      </ResourceList>
      <NewPresetDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
};
