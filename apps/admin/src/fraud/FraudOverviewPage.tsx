import { Alert, Box, Card, CardContent, CircularProgress, Grid, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { ADMIN_MESSAGES, FRAUD_LEVELS, type FraudOverviewResponse } from '@soundpost/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { fraudApi } from './fraud-api';

// The chart library is only ever downloaded by this page.
const LevelsChart = lazy(() => import('./LevelsChart'));

const Stat = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Card>
    <CardContent>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h4" data-testid={testId}>
        {value}
      </Typography>
    </CardContent>
  </Card>
);

export const FraudOverviewPage = () => {
  const [data, setData] = useState<FraudOverviewResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fraudApi.overview().then(setData, (e: Error) => setError(e.message || ADMIN_MESSAGES.loadOverviewFailed));
  }, []);
  return (
    <Box sx={{ mt: 2 }} data-testid="fraud-overview-page">
      <Title title="Fraud Center overview" />
      {error && <Alert severity="error">{error || ADMIN_MESSAGES.loadOverviewFailed}</Alert>}
      {!data && !error && <CircularProgress />}
      {data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Stat label="Findings" value={data.tot_findings} testId="fraud-total-findings" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Stat label="Blocked users" value={data.tot_blocked_users} testId="fraud-total-blocked" />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card>
              <CardContent>
                <Typography variant="h6">Users by level</Typography>
                <Box data-testid="fraud-levels" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
                  {FRAUD_LEVELS.map((l) => (
                    <span key={l} data-testid={`fraud-level-${l}`}>
                      {l}: {data.users_by_level[l] ?? 0}
                    </span>
                  ))}
                </Box>
                <Suspense fallback={<CircularProgress />}>
                  <LevelsChart levels={data.users_by_level} />
                </Suspense>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card>
              <CardContent>
                <Typography variant="h6">Top rules</Typography>
                {data.top_rules.length === 0 ? (
                  <Typography>{ADMIN_MESSAGES.noFindings}</Typography>
                ) : (
                  <Table size="small" data-testid="fraud-top-rules">
                    <TableHead>
                      <TableRow>
                        <TableCell>Rule</TableCell>
                        <TableCell align="right">Hits</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.top_rules.map((r) => (
                        <TableRow key={r.rule_code}>
                          <TableCell>{r.rule_code}</TableCell>
                          <TableCell align="right">{r.hits}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Box>
  );
};
