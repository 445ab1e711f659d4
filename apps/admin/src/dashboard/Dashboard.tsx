import RefreshIcon from '@mui/icons-material/Refresh';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Title, useBasename, useGetIdentity, useLogoutIfAccessDenied } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { cellOf, FittedTable, PersonCell } from '../common/list-shell/columns';
import { ReleaseStatusChip } from '../releases/ReleaseParts';
import { fetchDashboardStats, formatDay, formatRoyalties, type DashboardStats } from './dashboard-stats';

/** `note` says what the number counts, where the artist's own dashboard could be read to disagree. */
const MetricCard = ({ label, value, testId, note }: { label: string; value: string | number; testId: string; note?: string }) => (
  <Card sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" data-testid={testId}>
        {value}
      </Typography>
      {note && (
        <Typography variant="caption" color="text.secondary" data-testid={`${testId}-note`}>
          {note}
        </Typography>
      )}
    </CardContent>
  </Card>
);

const RecentUsers = ({ users }: { users: DashboardStats['recent']['users'] }) => (
  <Card sx={{ height: '100%' }} data-testid="dashboard-recent-users">
    <CardHeader title="New users" />
    <CardContent>
      {users.length === 0 ? (
        <Typography variant="body2">{ADMIN_MESSAGES.noUsers}</Typography>
      ) : (
        // Name and e-mail share a cell, as the lists show people, so Created keeps its room in this narrow card.
        <FittedTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>User</TableCell>
                <TableCell>Created</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((u) => (
                <TableRow key={u.id} data-testid={`dashboard-user-${u.id}`}>
                  <TableCell>
                    <PersonCell name={u.name || '—'} email={u.email} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(u.created_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </FittedTable>
      )}
    </CardContent>
  </Card>
);

const PendingReleases = ({ releases }: { releases: DashboardStats['recent']['releases'] }) => {
  const basename = useBasename();
  return (
    <Card sx={{ height: '100%' }} data-testid="dashboard-recent-releases">
      <CardHeader title="Pending releases" />
      <CardContent>
        {releases.length === 0 ? (
          <Typography variant="body2">{ADMIN_MESSAGES.noReleases}</Typography>
        ) : (
          <FittedTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Artist</TableCell>
                  <TableCell>Created</TableCell>
                  <TableCell {...cellOf('secondary')}>Release date</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {releases.map((r) => (
                  <TableRow key={r.id} data-testid={`dashboard-release-${r.id}`}>
                    <TableCell>
                      <Link component={RouterLink} to={`${basename}/releases/${encodeURIComponent(r.id)}`}>
                        {r.title || 'Untitled'}
                      </Link>
                    </TableCell>
                    <TableCell>{r.artist || '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(r.created_at)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} {...cellOf('secondary')}>
                      {formatDay(r.release_date)}
                    </TableCell>
                    <TableCell>
                      <ReleaseStatusChip status={r.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </FittedTable>
        )}
      </CardContent>
    </Card>
  );
};

export const Dashboard = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName?.trim();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [stats, setStats] = useState<DashboardStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  // Only the newest load may write: a slow answer to an earlier Refresh must not overwrite a newer one.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const run = ++latest.current;
    setLoading(true);
    try {
      const next = await fetchDashboardStats();
      if (run !== latest.current) return;
      setStats(next);
      setError(null);
    } catch (e) {
      if (run !== latest.current) return;
      if (await logoutIfAccessDenied(e)) return;
      setError(errorMessage(e, ADMIN_MESSAGES.loadDashboardFailed));
    } finally {
      if (run === latest.current) setLoading(false);
    }
  }, [logoutIfAccessDenied]);

  useEffect(() => {
    void load();
  }, [load]);

  const m = stats?.metrics;
  return (
    <Box data-testid="dashboard" sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1" data-testid="dashboard-welcome">
          {name ? `Welcome, ${name}` : 'Welcome'}
        </Typography>
        <Button startIcon={<RefreshIcon />} onClick={() => void load()} disabled={loading} data-testid="dashboard-refresh">
          Refresh
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="dashboard-error">
          {error}
        </Alert>
      )}
      {loading && !stats && (
        <Box sx={{ textAlign: 'center', my: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {m && stats && (
        <>
          <Grid container spacing={2} sx={{ mb: 3 }} data-testid="dashboard-metrics">
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <MetricCard label="Total releases" value={m.total_releases} testId="metric-total-releases" note="Every artist's releases, every status, drafts included" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <MetricCard label="Total users" value={m.total_users} testId="metric-total-users" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <MetricCard label="Users with an active plan" value={m.users_with_active_plan} testId="metric-active-plan" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <MetricCard label="Users with a free plan" value={m.users_with_free_plan} testId="metric-free-plan" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4, lg: 2.4 }}>
              <MetricCard label="Total royalties" value={formatRoyalties(m.total_royalties_cents, m.currency)} testId="metric-total-royalties" />
            </Grid>
          </Grid>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Recent Activity
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, lg: 5 }}>
              <RecentUsers users={stats.recent.users} />
            </Grid>
            <Grid size={{ xs: 12, lg: 7 }}>
              <PendingReleases releases={stats.recent.releases} />
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
};
