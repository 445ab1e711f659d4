import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { STATS_MESSAGES, type StatsPresetResponse } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useRefresh } from 'react-admin';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';
import { fetchTrendPresets, uploadTrendReport } from './stats-api';
import { StoreSelect } from './StoreSelect';

const FORM_FIELDS = ['store_id', 'preset_id', 'file'] as const;

export interface TrendReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Opens an import's detail (the earlier import a 409 names, or the new one). */
  onOpenImport: (id: string) => void;
}

export const TrendReportDialog = ({ open, onClose, onOpenImport }: TrendReportDialogProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [storeId, setStoreId] = useState('');
  const [presetId, setPresetId] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [presets, setPresets] = useState<StatsPresetResponse[]>([]);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    // The file input is new each time the dialog opens: the last files (and refusal) are forgotten when it closes,
    // not when it opens, where the reset could land after a file was already chosen.
    if (!open) {
      setFiles([]);
      setRefusal(NO_REFUSAL);
      return;
    }
    fetchTrendPresets().then(setPresets, () => setPresets([]));
  }, [open]);
  const storePresets = presets.filter((p) => p.store_id === storeId);
  // A field's refusal goes once the field changes.
  const clearField = (field: string) => setRefusal((r) => (field in r.fields ? { ...r, fields: Object.fromEntries(Object.entries(r.fields).filter(([f]) => f !== field)) } : r));
  const chooseStore = (id: string) => {
    setStoreId(id);
    clearField('store_id');
    // A preset maps one store's columns: it does not follow to another store.
    setPresetId('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!storeId) missing['store_id'] = STATS_MESSAGES.storeUnknown;
    if (files.length === 0) missing['file'] = STATS_MESSAGES.fileRequired;
    if (Object.keys(missing).length > 0) return setRefusal({ ...NO_REFUSAL, fields: missing });
    setSaving(true);
    setRefusal(NO_REFUSAL);
    try {
      const result = await uploadTrendReport({ store_id: storeId, preset_id: presetId || undefined, files });
      notify(`Imported ${result.lines_total} lines: ${result.lines_matched} matched, ${result.lines_unmatched} unmatched, ${result.lines_rejected} refused.`, { type: 'success' });
      refresh();
      onClose();
      onOpenImport(result.id);
    } catch (e) {
      setRefusal(refusalOf(e, FORM_FIELDS, 'The trend report could not be imported.'));
    } finally {
      setSaving(false);
    }
  };

  const { fields, message, earlierImportId } = refusal;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="stats-import-form">
        <DialogTitle>Import a trend report</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {message && (
              <Alert
                severity="error"
                data-testid="stats-import-error"
                action={
                  earlierImportId && (
                    <Button color="inherit" size="small" onClick={() => {
                        onClose();
                        onOpenImport(earlierImportId);
                      }} data-testid="stats-import-earlier">
                      Open it
                    </Button>
                  )
                }
              >
                {message}
              </Alert>
            )}
            <StoreSelect value={storeId} onChange={chooseStore} error={fields['store_id']} testId="stats-import-store" />
            <TextField
              select
              label="Column mapping"
              value={presetId}
              onChange={(e) => setPresetId(e.target.value)}
              disabled={!storeId}
              error={Boolean(fields['preset_id'])}
              helperText={fields['preset_id'] ?? "DSR reports and Soundpost's own CSV layout need none"}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'stats-import-preset' } }}
            >
              <option value="">Soundpost layout or DSR</option>
              {storePresets.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </TextField>
            <Box>
              <Typography variant="body2" component="label" htmlFor="stats-import-file" sx={{ display: 'block', mb: 0.5 }}>
                Report files (one CSV, or every file of a DSR report)
              </Typography>
              <input
                id="stats-import-file"
                type="file"
                multiple
                accept=".csv,.tsv,.txt,.gz"
                onChange={(e) => {
                  setFiles(Array.from(e.target.files ?? []));
                  clearField('file');
                }}
                data-testid="stats-import-file"
              />
              {files.length > 1 && (
                <Typography variant="caption" component="div" data-testid="stats-import-files">
                  {files.length} files: {files.map((f) => f.name).join(', ')}
                </Typography>
              )}
              {fields['file'] && (
                <FormHelperText error data-testid="stats-import-file-error">
                  {fields['file']}
                </FormHelperText>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving} data-testid="stats-import-submit">
            Import
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
