import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { ADMIN_MESSAGES, FRAUD_MESSAGES, type FraudUserDetailResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ConfirmAction } from './ConfirmAction';
import { fraudApi } from './fraud-api';
import { FraudLevelChip, UserStatusChip } from './FraudLevelChip';

/** One user: score, block with its source, findings with their evidence and Dismiss, Block/Unblock. */
export const FraudUserPage = () => {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [data, setData] = useState<FraudUserDetailResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const load = useCallback(() => {
    fraudApi.user(id).then(setData, (e: Error) => setError(e.message || ADMIN_MESSAGES.loadUserFailed));
  }, [id]);
  useEffect(load, [load]);

  const act = async (step: () => Promise<{ message: string }>, failed: string) => {
    try {
      notify((await step()).message, { type: 'success' });
      load();
    } catch (e) {
      notify((e as Error).message || failed, { type: 'error' });
    }
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!data) return <CircularProgress />;
  const blocked = data.user.user_status === 'blocked';
  return (
    <Box sx={{ mt: 2 }} data-testid="fraud-user-page">
      <Title title={`Fraud: ${data.user.name}`} />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h5" data-testid="fraud-user-name">
            {data.user.name}
          </Typography>
          <Typography color="text.secondary">{data.user.email}</Typography>
          <Stack direction="row" spacing={1} sx={{ my: 1 }} alignItems="center">
            <UserStatusChip status={data.user.user_status} />
            <Typography data-testid="fraud-user-score">Score {data.score.total_score}</Typography>
            <FraudLevelChip level={data.score.level} />
            {data.block && <Chip size="small" label={`block: ${data.block.source}`} data-testid="fraud-block-source" />}
          </Stack>
          {data.block && (
            <Typography variant="body2" data-testid="fraud-block-reason">
              {data.block.reason}
              {data.block.blocked_until ? ` (until ${new Date(data.block.blocked_until).toLocaleString()})` : ''}
            </Typography>
          )}
          <Box sx={{ mt: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            {blocked ? (
              <ConfirmAction label="Unblock" title="Unblock user" message={FRAUD_MESSAGES.confirmUnblock} color="success" testId="fraud-unblock" onConfirm={() => act(() => fraudApi.unblock(id), ADMIN_MESSAGES.unblockFailed)} />
            ) : (
              <ConfirmAction
                label="Block"
                title="Block user"
                message={FRAUD_MESSAGES.confirmBlock}
                color="error"
                testId="fraud-block"
                onConfirm={() => act(() => fraudApi.block({ user_id: id, ...(reason.trim() ? { reason: reason.trim() } : {}) }), ADMIN_MESSAGES.blockFailed)}
              >
                <TextField fullWidth label="Reason" placeholder={ADMIN_MESSAGES.defaultBlockReason} value={reason} onChange={(e) => setReason(e.target.value)} sx={{ mt: 2 }} slotProps={{ htmlInput: { 'data-testid': 'fraud-block-reason-input' } }} />
              </ConfirmAction>
            )}
          </Box>
        </CardContent>
      </Card>
      <Typography variant="h6">Findings</Typography>
      {data.findings.length === 0 && <Typography>{ADMIN_MESSAGES.noFindings}</Typography>}
      <Stack spacing={1} data-testid="fraud-findings-evidence">
        {data.findings.map((f) => (
          <Card key={f.id} data-testid={`fraud-finding-${f.id}`} sx={{ opacity: f.dismissed_at ? 0.6 : 1 }}>
            <CardContent>
              <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{f.rule_code}</Typography>
                <Chip size="small" label={`+${f.weight}`} />
                <Typography variant="body2">
                  {f.entity_type}: {f.entity_id}
                </Typography>
                {f.ip_address && <Typography variant="body2">IP {f.ip_address}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {new Date(f.detected_at).toLocaleString()}
                </Typography>
                {f.dismissed_at ? (
                  <Chip size="small" label="dismissed" />
                ) : (
                  <Button size="small" onClick={() => act(() => fraudApi.dismiss(f.id), ADMIN_MESSAGES.actionFailed)} data-testid="fraud-dismiss">
                    Dismiss
                  </Button>
                )}
              </Stack>
              <Box component="pre" sx={{ m: 0, mt: 1, fontSize: 12, whiteSpace: 'pre-wrap' }} data-testid="fraud-evidence">
                {JSON.stringify(f.details_json, null, 2)}
              </Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
};
