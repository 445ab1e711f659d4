import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { IdentitySummary } from './IdentitySummary';
import { LogoutButton } from './LogoutButton';

const toolbar = (
  <>
    <IdentitySummary />
    <Box component="span" data-testid="theme-toggle" sx={{ display: 'inline-flex' }}>
      <ToggleThemeButton />
    </Box>
    <LoadingIndicator />
    <LogoutButton />
  </>
);

/** Title, signed-in identity, theme toggle (remembered in the store), refresh and logout. */
export const AppBar = () => (
  <RaAppBar toolbar={toolbar} userMenu={false} data-testid="admin-appbar">
    <TitlePortal />
  </RaAppBar>
);
