import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { ADMIN_MESSAGES, FRAUD_MESSAGES, PAGE_SIZES, type FraudRunManualResponse } from '@soundpost/contracts';
import { useState } from 'react';
import { Datagrid, ListBase, Title, useNotify, useRefresh } from 'react-admin';
import { FittedTable } from '../common/list-shell/columns';
import { ConfirmAction } from './ConfirmAction';
import { fraudApi } from './fraud-api';
import { blockColumns } from './FraudBlockList';

/** Manual scan: confirm, run, 'Fraud scan completed.' with the users blocked; the 10 most recent blocks. */
export const FraudScanPage = () => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [result, setResult] = useState<FraudRunManualResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    try {
      const answer = await fraudApi.runManual();
      setResult(answer);
      notify(answer.message || ADMIN_MESSAGES.fraudScanCompleted, { type: 'success' });
      refresh();
    } catch (e) {
      setError((e as Error).message || ADMIN_MESSAGES.scanFailed);
    }
  };
  return (
    <Box sx={{ mt: 2 }} data-testid="fraud-scan-page">
      <Title title="Fraud scan" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 2 }}>Runs every fraud rule over all users now. Users whose score reaches critical are blocked when automatic blocking is on.</Typography>
          <ConfirmAction label="Run scan" title="Run fraud scan" message={FRAUD_MESSAGES.confirmScan} testId="fraud-run-scan" onConfirm={run} />
          {result && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="fraud-scan-result">
              {result.message} {result.findings_added} new finding(s), {result.blocked_users} user(s) blocked.
            </Alert>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </CardContent>
      </Card>
      <Typography variant="h6">Recent blocks</Typography>
      <ListBase resource="fraud/blocks" perPage={PAGE_SIZES.fraudRecentBlocks.default} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation>
        <FittedTable testId="fraud-recent-blocks-table">
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography sx={{ p: 2 }}>{ADMIN_MESSAGES.noBlocks}</Typography>} data-testid="fraud-recent-blocks">
            {blockColumns}
          </Datagrid>
        </FittedTable>
      </ListBase>
    </Box>
  );
};
