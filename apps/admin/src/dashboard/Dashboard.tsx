import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { PLACEHOLDER_NOTE } from '../sections/sections';

/**
 * Dashboard (spec 002 §2). The metrics API (GET /api/admin/dashboard/stats) arrives later: for now a welcome
 * card with the signed-in name.
 */
export const Dashboard = () => {
  const { identity } = useGetIdentity();
  const name = identity?.fullName?.trim();
  return (
    <Box data-testid="dashboard" sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom data-testid="dashboard-welcome">
            {name ? `Welcome, ${name}` : 'Welcome'}
          </Typography>
          <Typography variant="body1" color="text.secondary" data-testid="section-note">
            {PLACEHOLDER_NOTE}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
};
