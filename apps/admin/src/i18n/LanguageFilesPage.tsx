import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  LinearProgress,
  Link,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  ADMIN_MESSAGES,
  DEFAULT_LANGUAGE,
  validateLanguageCode,
  type LanguageBackupResponse,
  type LanguageFileSummaryResponse,
} from '@soundpost/contracts';
import { Title, useLogoutIfAccessDenied } from 'react-admin';
import { formatDateTime } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { createI18nApi, type I18nApi } from './i18n-api';
import { JsonEditor } from './JsonEditor';
import { checkJsonText, formatSize, toJsonText } from './json-text';

type Load<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };
type Action = 'save' | 'publish' | 'upload' | 'restore' | 'create';
type Outcome = { type: 'success' | 'error'; message: string; url?: string };

export const DISCARD_CHANGES = 'Discard your unsaved changes?';
export const NOT_A_JSON_FILE = 'Only .json files can be uploaded.';

const REASONS: Record<string, string> = { save: 'a save', restore: 'a restore', upload: 'an upload', publish: 'a publish' };

/** Keys left out of a save keep the text the code ships. */
export const LanguageFilesPage = ({ api: givenApi }: { api?: I18nApi }) => {
  const api = useMemo(() => givenApi ?? createI18nApi(), [givenApi]);
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  const [files, setFiles] = useState<Load<LanguageFileSummaryResponse[]>>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [file, setFile] = useState<Load<string>>({ status: 'loading' });
  const [text, setText] = useState('');
  const [backups, setBackups] = useState<Load<LanguageBackupResponse[]>>({ status: 'loading' });
  const [busy, setBusy] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [newCode, setNewCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  // Answers to calls for a language that is no longer the selected one are dropped.
  const current = useRef<string | null>(null);

  const check = useMemo(() => checkJsonText(text), [text]);
  const original = file.status === 'ready' ? file.data : null;
  const dirty = original !== null && text !== original;

  const failure = useCallback(
    (error: unknown, fallback: string) => {
      void logoutIfAccessDenied(error);
      return errorMessage(error, fallback);
    },
    [logoutIfAccessDenied],
  );

  const loadFiles = useCallback(async () => {
    try {
      const list = await api.listFiles();
      setFiles({ status: 'ready', data: list });
      setSelected((now) => now ?? (list.find((f) => f.lang === DEFAULT_LANGUAGE) ?? list[0])?.lang ?? null);
    } catch (error) {
      setFiles({ status: 'error', message: failure(error, ADMIN_MESSAGES.loadFilesFailed) });
    }
  }, [api, failure]);

  const loadFile = useCallback(
    async (lang: string) => {
      setFile({ status: 'loading' });
      try {
        const json = toJsonText(await api.getFile(lang));
        if (current.current !== lang) return;
        setFile({ status: 'ready', data: json });
        setText(json);
      } catch (error) {
        if (current.current === lang) setFile({ status: 'error', message: failure(error, ADMIN_MESSAGES.loadLanguageFileFailed) });
      }
    },
    [api, failure],
  );

  const loadBackups = useCallback(
    async (lang: string) => {
      try {
        const list = await api.listBackups(lang);
        if (current.current === lang) setBackups({ status: 'ready', data: list });
      } catch (error) {
        if (current.current === lang) setBackups({ status: 'error', message: failure(error, ADMIN_MESSAGES.loadBackupsFailed) });
      }
    },
    [api, failure],
  );

  useEffect(() => {
    void loadFiles();
  }, [loadFiles]);

  useEffect(() => {
    current.current = selected;
    if (!selected) return;
    setBackups({ status: 'loading' });
    void loadFile(selected);
    void loadBackups(selected);
  }, [selected, loadFile, loadBackups]);

  const reloadAll = async (lang: string) => {
    await Promise.all([loadFiles(), loadFile(lang), loadBackups(lang)]);
  };

  const run = async (action: Action, fallback: string, work: (lang: string) => Promise<Omit<Outcome, 'type'>>) => {
    if (!selected || busy) return;
    setBusy(action);
    setOutcome(null);
    try {
      setOutcome({ type: 'success', ...(await work(selected)) });
    } catch (error) {
      setOutcome({ type: 'error', message: failure(error, fallback) });
    } finally {
      setBusy(null);
    }
  };

  const confirmDiscard = () => !dirty || window.confirm(DISCARD_CHANGES);

  const choose = (lang: string) => {
    if (lang === selected || !confirmDiscard()) return;
    setOutcome(null);
    setSelected(lang);
  };

  const save = () => {
    if (!check.ok) {
      setOutcome({ type: 'error', message: check.message });
      return;
    }
    const document = check.value;
    void run('save', ADMIN_MESSAGES.saveLanguageFailed, async (lang) => {
      const message = await api.save(lang, document);
      await reloadAll(lang);
      return { message };
    });
  };

  const publish = () =>
    void run('publish', ADMIN_MESSAGES.publishFailed, async (lang) => {
      const { url, message } = await api.publish(lang);
      await Promise.all([loadFiles(), loadBackups(lang)]);
      return { message, url };
    });

  const restore = (backup: LanguageBackupResponse) => {
    if (!confirmDiscard()) return;
    void run('restore', ADMIN_MESSAGES.restoreBackupFailed, async (lang) => {
      const message = await api.restore(backup.file);
      await reloadAll(lang);
      return { message };
    });
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Lets the same file be chosen again after a fix.
    event.target.value = '';
    if (!chosen) return;
    if (!/\.json$/i.test(chosen.name)) {
      setOutcome({ type: 'error', message: NOT_A_JSON_FILE });
      return;
    }
    if (!confirmDiscard()) return;
    void run('upload', ADMIN_MESSAGES.uploadFailed, async (lang) => {
      const message = await api.upload(lang, chosen);
      await reloadAll(lang);
      return { message };
    });
  };

  const create = (event: FormEvent) => {
    event.preventDefault();
    const code = validateLanguageCode(newCode);
    if (!code.ok) {
      setCodeError(code.error);
      return;
    }
    setCodeError(null);
    if (busy || !confirmDiscard()) return;
    setBusy('create');
    setOutcome(null);
    void api
      .create(code.value)
      .then(async (created) => {
        setNewCode('');
        await loadFiles();
        setSelected(created.lang);
        setOutcome({ type: 'success', message: created.message });
      })
      .catch((error: unknown) => setOutcome({ type: 'error', message: failure(error, ADMIN_MESSAGES.createLanguageFileFailed) }))
      .finally(() => setBusy(null));
  };

  const format = () => {
    if (check.ok) setText(toJsonText(check.value));
  };

  const selectedSummary = files.status === 'ready' ? files.data.find((f) => f.lang === selected) : undefined;

  return (
    <Box data-testid="i18n-page" sx={{ mt: 2 }}>
      <Title title="Language (i18n)" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              Language files
            </Typography>
            {files.status === 'loading' && <LinearProgress />}
            {files.status === 'error' && (
              <Alert severity="error" data-testid="i18n-files-error">
                {files.message}
              </Alert>
            )}
            {files.status === 'ready' && (
              <List dense disablePadding data-testid="i18n-files">
                {files.data.map((f) => (
                  <ListItemButton key={f.lang} selected={f.lang === selected} onClick={() => choose(f.lang)} data-testid={`i18n-file-${f.lang}`}>
                    <ListItemText
                      primary={
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                            {f.lang}
                          </Typography>
                          {f.unpublished_changes && <Chip size="small" color="warning" label="unpublished" />}
                        </Stack>
                      }
                      secondary={`${formatSize(f.size)} · ${f.published_at ? `published ${formatDateTime(f.published_at)}` : f.shipped ? 'shipped texts' : 'never published'}`}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
            <Box component="form" onSubmit={create} noValidate sx={{ mt: 2 }} data-testid="i18n-create-form">
              <Typography variant="subtitle2" gutterBottom>
                New language
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label="Code"
                  placeholder="pt_BR"
                  value={newCode}
                  onChange={(event) => {
                    setNewCode(event.target.value);
                    setCodeError(null);
                  }}
                  error={Boolean(codeError)}
                  helperText={codeError ?? ' '}
                  slotProps={{ htmlInput: { 'data-testid': 'i18n-new-code', maxLength: 32 } }}
                />
                <Button type="submit" variant="outlined" disabled={busy !== null} data-testid="i18n-create">
                  Create
                </Button>
              </Stack>
            </Box>
          </CardContent>
        </Card>

        <Stack spacing={2}>
          <Card>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
                <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }} data-testid="i18n-editor-title">
                  {selected ? `Language file: ${selected}` : 'Language file'}
                  {dirty && <Chip size="small" label="unsaved changes" sx={{ ml: 1 }} data-testid="i18n-dirty" />}
                </Typography>
                <Button size="small" onClick={format} disabled={!check.ok || file.status !== 'ready'} data-testid="i18n-format">
                  Format
                </Button>
                <Button size="small" component="label" disabled={!selected || busy !== null} startIcon={busy === 'upload' ? <CircularProgress size={14} /> : <UploadFileIcon />} data-testid="i18n-upload">
                  Upload .json
                  <input hidden type="file" accept=".json,application/json" onChange={upload} data-testid="i18n-upload-input" />
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={publish}
                  disabled={!selected || busy !== null || dirty || file.status !== 'ready'}
                  title={dirty ? 'Save before publishing' : undefined}
                  data-testid="i18n-publish"
                >
                  Publish
                </Button>
                <Button size="small" variant="contained" onClick={save} disabled={!selected || busy !== null || file.status !== 'ready'} data-testid="i18n-save">
                  Save
                </Button>
              </Stack>
              {outcome && (
                <Alert severity={outcome.type} sx={{ mb: 1 }} data-testid="i18n-outcome" onClose={() => setOutcome(null)}>
                  {outcome.message}
                  {outcome.url && (
                    <>
                      {'. Clients now load '}
                      <Link href={outcome.url} target="_blank" rel="noopener" data-testid="i18n-published-url">
                        {outcome.url}
                      </Link>
                    </>
                  )}
                </Alert>
              )}
              {selectedSummary && !selectedSummary.shipped && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Texts you do not translate are shown in English.
                </Typography>
              )}
              {file.status === 'loading' && selected && <LinearProgress />}
              {file.status === 'error' && (
                <Alert severity="error" data-testid="i18n-file-error">
                  {file.message}
                </Alert>
              )}
              {file.status === 'ready' && (
                <>
                  <JsonEditor value={text} onChange={setText} errorLine={check.ok ? undefined : check.line} disabled={busy !== null} label={`JSON of ${selected ?? ''}`} />
                  <Box sx={{ mt: 1 }} data-testid="i18n-syntax" role="status">
                    {check.ok ? (
                      <Typography variant="body2" color="success.main">
                        Valid JSON
                      </Typography>
                    ) : (
                      <Typography variant="body2" color="error">
                        {check.message} <Box component="span" sx={{ color: 'text.secondary' }}>{check.detail}</Box>
                      </Typography>
                    )}
                  </Box>
                </>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Backups
              </Typography>
              {backups.status === 'loading' && selected && <LinearProgress />}
              {backups.status === 'error' && (
                <Alert severity="error" data-testid="i18n-backups-error">
                  {backups.message}
                </Alert>
              )}
              {backups.status === 'ready' && backups.data.length === 0 && (
                <Typography variant="body2" color="text.secondary" data-testid="i18n-backups-empty">
                  No backups yet: saving, uploading or restoring keeps the replaced version here.
                </Typography>
              )}
              {backups.status === 'ready' && backups.data.length > 0 && (
                <Table size="small" data-testid="i18n-backups">
                  <TableHead>
                    <TableRow>
                      <TableCell>File</TableCell>
                      <TableCell>Size</TableCell>
                      <TableCell>Updated</TableCell>
                      <TableCell>Replaced by</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {backups.data.map((b) => (
                      <TableRow key={b.file} data-testid={`i18n-backup-${b.file}`}>
                        <TableCell sx={{ fontFamily: 'monospace' }}>{b.file}</TableCell>
                        <TableCell>{formatSize(b.size)}</TableCell>
                        <TableCell>{formatDateTime(b.updated_at)}</TableCell>
                        <TableCell>{REASONS[b.reason] ?? b.reason}</TableCell>
                        <TableCell align="right">
                          <Button size="small" onClick={() => restore(b)} disabled={busy !== null} data-testid={`i18n-restore-${b.file}`}>
                            Restore
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </Stack>
      </Box>
    </Box>
  );
};
