import { Alert, Box, Button, Chip, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, ADMIN_RELEASE_OVERRIDE_MESSAGES, releaseStatusColor, releaseStatusLabel, type PreflightIssue } from '@soundpost/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLogoutIfAccessDenied, useNotify, useRefresh, type Identifier } from 'react-admin';
import { errorMessage } from '../common/errors';
import { preflightRefusal, updateReleaseStatus } from './release-calls';
import { display, initialStatus, RELEASE_STATUS_CHOICES } from './release-format';

export const ReleaseStatusChip = ({ status, testId }: { status: unknown; testId?: string }) => {
  const value = typeof status === 'string' ? status : '';
  return <Chip size="small" label={value ? releaseStatusLabel(value) : '—'} color={releaseStatusColor(value)} data-testid={testId} />;
};

export const AudioPreview = ({ url, testId }: { url: string | null; testId?: string }) =>
  url ? (
    <Box component="audio" controls preload="none" src={url} sx={{ width: '100%', maxWidth: 320, height: 36 }} data-testid={testId} />
  ) : (
    <Typography variant="body2" color="text.secondary" data-testid={testId ? `${testId}-none` : undefined}>
      No audio
    </Typography>
  );

export interface FieldRow {
  label: string;
  value: ReactNode;
  key: string;
}

export const FieldGrid = ({ rows, testPrefix }: { rows: readonly FieldRow[]; testPrefix: string }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}>
    {rows.map(({ label, value, key }) => (
      <Box key={key} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }} data-testid={`${testPrefix}-${key}`}>
          {typeof value === 'string' || typeof value === 'number' || value === null || value === undefined ? display(value) : value}
        </Typography>
      </Box>
    ))}
  </Box>
);

const COMMENT_MAX_LENGTH = 1000;
const OVERRIDE_REASON_MAX_LENGTH = 2000;

/** An approval the preflight check refuses lists its errors and asks for a reason to approve anyway (audited). */
export const ReleaseStatusForm = ({ releaseId, status }: { releaseId: Identifier; status: unknown }) => {
  const [value, setValue] = useState<string>(initialStatus(status));
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<PreflightIssue[] | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();

  const choose = (next: string) => {
    setValue(next);
    // A refusal (and its override) is about the status it was given for.
    setRefused(null);
    setReason('');
    setReasonError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (refused && !reason.trim()) {
      setReasonError(ADMIN_RELEASE_OVERRIDE_MESSAGES.reasonRequired);
      return;
    }
    setSaving(true);
    setError(null);
    setReasonError(null);
    try {
      await updateReleaseStatus(releaseId, { status: value, comment, ...(refused ? { override_reason: reason } : {}) });
      notify(ADMIN_MESSAGES.releaseStatusUpdated, { type: 'success' });
      setComment('');
      setRefused(null);
      setReason('');
      refresh();
    } catch (e) {
      if (await logoutIfAccessDenied(e)) return;
      const issues = preflightRefusal(e);
      if (issues) setRefused(issues);
      const message = errorMessage(e, ADMIN_MESSAGES.updateStatusFailed);
      if (!issues) setError(message);
      notify(message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="release-status-form">
      <Typography variant="subtitle1">Update status</Typography>
      {error && (
        <Alert severity="error" data-testid="release-status-error">
          {error}
        </Alert>
      )}
      {refused && (
        <Alert severity="error" data-testid="release-status-preflight">
          {ADMIN_RELEASE_OVERRIDE_MESSAGES.preflightRefusedTitle}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {refused.map((issue, i) => (
              <li key={`${issue.code}-${i}`} data-testid={`release-status-preflight-${issue.code}`}>
                {issue.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      <MuiTextField
        select
        size="small"
        label="Status"
        value={value}
        onChange={(e) => choose(e.target.value)}
        slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'release-status-select' } }}
      >
        {RELEASE_STATUS_CHOICES.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </MuiTextField>
      <MuiTextField
        size="small"
        label="Comment (optional, e-mailed to the artist)"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH, 'data-testid': 'release-status-comment' } }}
      />
      {refused && (
        <MuiTextField
          size="small"
          required
          label={ADMIN_RELEASE_OVERRIDE_MESSAGES.reasonLabel}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(reasonError)}
          helperText={reasonError ?? undefined}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: OVERRIDE_REASON_MAX_LENGTH, 'data-testid': 'release-status-override-reason' } }}
        />
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" color={refused ? 'warning' : 'primary'} disabled={saving} data-testid="release-status-save">
          {refused ? ADMIN_RELEASE_OVERRIDE_MESSAGES.approveAnyway : 'Update status'}
        </Button>
      </Box>
    </Stack>
  );
};
