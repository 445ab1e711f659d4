import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ADMIN_MESSAGES, type ArtistImportResult } from '@soundpost/contracts';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../providers/data-provider';
import { checkImportCsv, importErrorSummary, readFileText } from './artist-csv';

type ImportStatus =
  | { kind: 'idle' }
  | { kind: 'busy'; fileName: string }
  | { kind: 'done'; fileName: string; result: ArtistImportResult }
  | { kind: 'failed'; fileName: string; message: string };

export interface ArtistImportState {
  status: ImportStatus;
  importFile: (file: File) => Promise<void>;
  dismiss: () => void;
}

export const useArtistImportState = (): ArtistImportState => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const refresh = useRefresh();
  const notify = useNotify();
  const [status, setStatus] = useState<ImportStatus>({ kind: 'idle' });

  const importFile = async (file: File) => {
    setStatus({ kind: 'busy', fileName: file.name });
    try {
      const problem = checkImportCsv(await readFileText(file));
      if (problem) {
        setStatus({ kind: 'failed', fileName: file.name, message: problem });
        return;
      }
      const result = await dataProvider.importArtists(file);
      setStatus({ kind: 'done', fileName: file.name, result });
      refresh();
    } catch (error) {
      const message = errorMessage(error, ADMIN_MESSAGES.uploadFailed);
      setStatus({ kind: 'failed', fileName: file.name, message });
      notify(message, { type: 'error' });
    }
  };

  return { status, importFile, dismiss: () => setStatus({ kind: 'idle' }) };
};

export const ArtistImport = ({ state }: { state: ArtistImportState }) => {
  const busy = state.status.kind === 'busy';
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Lets the same file be chosen again after a fix.
    event.target.value = '';
    if (file) void state.importFile(file);
  };
  return (
    <Button
      size="small"
      component="label"
      disabled={busy}
      startIcon={busy ? <CircularProgress size={14} /> : <UploadFileIcon />}
      data-testid="artists-import"
    >
      Import CSV
      <input
        hidden
        type="file"
        accept=".csv,text/csv"
        onChange={onChange}
        disabled={busy}
        data-testid="artists-import-input"
      />
    </Button>
  );
};

export const ArtistImportResultPanel = ({ state }: { state: ArtistImportState }) => {
  const { status } = state;
  if (status.kind === 'idle') return null;
  if (status.kind === 'busy') {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="artists-import-result" data-state="busy">
        Importing {status.fileName}…
      </Alert>
    );
  }
  if (status.kind === 'failed') {
    return (
      <Alert severity="error" sx={{ mt: 2 }} onClose={state.dismiss} data-testid="artists-import-result" data-state="failed">
        <span data-testid="artists-import-error">{status.message}</span>
      </Alert>
    );
  }
  const { result } = status;
  const { lines, more } = importErrorSummary(result);
  return (
    <Alert
      severity={result.error_count > 0 ? 'warning' : 'success'}
      sx={{ mt: 2 }}
      onClose={state.dismiss}
      data-testid="artists-import-result"
      data-state="done"
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Import of {status.fileName}: <span data-testid="artists-import-created">Created: {result.created}</span>
        {' · '}
        <span data-testid="artists-import-skipped">Skipped: {result.skipped}</span>
        {result.error_count > 0 ? (
          <>
            {' · '}
            <span data-testid="artists-import-error-count">Errors: {result.error_count}</span>
          </>
        ) : null}
      </Typography>
      {lines.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }} data-testid="artists-import-errors">
          {lines.map((line, index) => (
            <li key={`${index}-${line}`}>{line}</li>
          ))}
          {more > 0 ? <li data-testid="artists-import-more">and {more} more</li> : null}
        </Box>
      ) : null}
    </Alert>
  );
};
