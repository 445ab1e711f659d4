import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { RoyaltyPresetResponse } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../common/errors';
import { fetchPresets, uploadReport } from './royalties-api';

export const ImportReportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [fields, setFields] = useState({ store_id: 'spotify', period_start: '', period_end: '', preset_id: '', fx_rate: '' });
  const [presets, setPresets] = useState<RoyaltyPresetResponse[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    // The file input is new each time the dialog opens: forget the file (and refusal) of the last time.
    setFile(null);
    setError(null);
    fetchPresets().then(setPresets, () => setPresets([]));
  }, [open]);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError('Choose a report file.');
    setSaving(true);
    setError(null);
    try {
      const result = await uploadReport({ file, ...fields });
      notify(`Imported ${result.lines} lines: ${result.matched} matched, ${result.unmatched} unmatched, ${result.bad} bad.`, { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      setError(errorMessage(e, 'The report could not be imported.'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} data-testid="royalty-import-form">
        <DialogTitle>Import a store report</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && (
              <Alert severity="error" data-testid="royalty-import-error">
                {error}
              </Alert>
            )}
            <input type="file" accept=".csv,.tsv,.txt,.gz" onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid="royalty-import-file" />
            <TextField label="Store id" value={fields.store_id} onChange={set('store_id')} required inputProps={{ 'data-testid': 'royalty-import-store' }} />
            <Stack direction="row" spacing={2}>
              <TextField label="Period start" type="date" value={fields.period_start} onChange={set('period_start')} InputLabelProps={{ shrink: true }} required inputProps={{ 'data-testid': 'royalty-import-start' }} />
              <TextField label="Period end" type="date" value={fields.period_end} onChange={set('period_end')} InputLabelProps={{ shrink: true }} required inputProps={{ 'data-testid': 'royalty-import-end' }} />
            </Stack>
            <TextField select label="Column mapping" value={fields.preset_id} onChange={set('preset_id')} helperText="Soundpost's own layout needs none">
              <MenuItem value="">Soundpost layout</MenuItem>
              {presets.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.store_id}: {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Exchange rate to EUR" value={fields.fx_rate} onChange={set('fx_rate')} helperText="Only when the report is not in EUR, e.g. 0.9273" inputProps={{ 'data-testid': 'royalty-import-rate' }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="royalty-import-submit">
            Import
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
