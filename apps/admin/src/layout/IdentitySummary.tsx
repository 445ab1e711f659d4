import { Box, Chip, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';

const rolesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((role): role is string => typeof role === 'string') : [];

/** The signed-in user's name, e-mail and role badges (shell), from authProvider.getIdentity. */
export const IdentitySummary = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return null;
  const roles = rolesOf(identity['roles']);
  return (
    <Box data-testid="admin-identity" sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1.5, mx: 1 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600, lineHeight: 1.3 }} data-testid="admin-identity-name">
          {identity.fullName}
        </Typography>
        <Typography variant="caption" noWrap sx={{ opacity: 0.85, lineHeight: 1.3 }} data-testid="admin-identity-email">
          {typeof identity['email'] === 'string' ? identity['email'] : ''}
        </Typography>
      </Box>
      {roles.length > 0 ? (
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }} data-testid="admin-identity-roles">
          {roles.map((role) => (
            <Chip
              key={role}
              label={role}
              size="small"
              variant="outlined"
              data-testid="admin-role-badge"
              data-role={role.toLowerCase()}
              sx={{ color: 'inherit', borderColor: 'currentColor', textTransform: 'capitalize' }}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
};
