import { IconButton, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout, useTranslate } from 'react-admin';

/** Signs out: the auth provider clears the token, then react-admin returns to /admin/login. */
export const LogoutButton = () => {
  const logout = useLogout();
  const translate = useTranslate();
  const label = translate('ra.auth.logout', { _: 'Logout' });
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} data-testid="logout-button" onClick={() => logout(undefined, undefined, false)}>
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
};
