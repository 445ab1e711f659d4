import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, ToggleThemeButton } from 'react-admin';
import { BrandMark } from './BrandMark';
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

const Brand = () => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2, flex: 'none' }} data-testid="admin-brand">
    <BrandMark />
    <Typography component="span" sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 800, letterSpacing: '-0.02em', fontSize: '1.1rem' }}>
      Soundpost
    </Typography>
  </Box>
);

export const AppBar = () => (
  <RaAppBar toolbar={toolbar} userMenu={false} data-testid="admin-appbar">
    <Brand />
    <TitlePortal sx={{ minWidth: 0 }} />
  </RaAppBar>
);
