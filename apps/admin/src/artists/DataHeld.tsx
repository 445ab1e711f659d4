import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { UserHeldDataResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../providers/data-provider';

export const DATA_HELD_FAILED = 'Could not load what Soundpost holds about this account.';

/** Every domain's count of records about the account (GET /admin/users/:id/data-held). */
export const DataHeld = ({ userId }: { userId: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [held, setHeld] = useState<UserHeldDataResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => dataProvider.dataHeld(userId))
      .then((answer) => live && setHeld(answer))
      .catch((error: unknown) => live && setFailure(errorMessage(error, DATA_HELD_FAILED)));
    return () => {
      live = false;
    };
  }, [dataProvider, userId]);

  const rows = held?.domains.flatMap((d) => d.items.filter((i) => i.count > 0).map((i) => ({ domain: d.domain, ...i }))) ?? [];
  return (
    <Card data-testid="data-held" sx={{ mt: 2 }}>
      <CardHeader title="Data held" subheader={held ? `${held.total} record${held.total === 1 ? '' : 's'} across ${held.domains.length} areas` : undefined} />
      <CardContent>
        {failure && <Typography color="error" data-testid="data-held-error">{failure}</Typography>}
        {!failure && !held && <Typography variant="body2">Loading…</Typography>}
        {held && rows.length === 0 && <Typography variant="body2" data-testid="data-held-none">No records about this account.</Typography>}
        {rows.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Area</TableCell>
                <TableCell>Records</TableCell>
                <TableCell align="right">Count</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={`${r.domain}.${r.key}`} data-testid={`data-held-${r.domain}-${r.key}`}>
                  <TableCell>{r.domain}</TableCell>
                  <TableCell>{r.label}</TableCell>
                  <TableCell align="right">{r.count}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
