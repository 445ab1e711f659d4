import { Alert, Box, Stack, Typography } from '@mui/material';
import type { PreflightResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import type { Identifier } from 'react-admin';
import { errorMessage } from '../common/errors';
import { fetchPreflight } from './delivery-calls';

/** The review panel's preflight: what stores would reject (errors) and the style rules they enforce (warnings). */
export const PreflightPanel = ({ releaseId, refreshKey }: { releaseId: Identifier; refreshKey?: string }) => {
  const [check, setCheck] = useState<PreflightResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchPreflight(releaseId).then(
      (c) => live && setCheck(c),
      (e: unknown) => live && setError(errorMessage(e, 'Could not run the preflight check.')),
    );
    return () => {
      live = false;
    };
  }, [releaseId, refreshKey]);
  return (
    <Box data-testid="release-preflight">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Preflight
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {check && check.errors.length === 0 && check.warnings.length === 0 && (
        <Alert severity="success" data-testid="preflight-clear">
          Nothing stores would reject.
        </Alert>
      )}
      {check && (
        <Stack spacing={1}>
          {check.errors.map((issue, i) => (
            <Alert key={`e${i}`} severity="error" data-testid={`preflight-error-${issue.code}`}>
              {issue.message}
            </Alert>
          ))}
          {check.warnings.map((issue, i) => (
            <Alert key={`w${i}`} severity="warning" data-testid={`preflight-warning-${issue.code}`}>
              {issue.message}
            </Alert>
          ))}
        </Stack>
      )}
    </Box>
  );
};
