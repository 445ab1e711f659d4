import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, required, TextInput } from 'react-admin';

/**
 * Password step of the admin login (spec 002 §2 Login), on react-admin's built-in login page. The code step
 * (authProvider.verifyCode) gets its screen with a later issue.
 */
export const LoginPage = () => (
  <Login>
    <Typography variant="h6" component="h1" align="center" sx={{ mt: 1 }} data-testid="login-title">
      Soundpost back office
    </Typography>
    <LoginForm>
      <TextInput
        autoFocus
        source="username"
        label="Email"
        type="email"
        autoComplete="username"
        validate={required()}
      />
      <PasswordInput source="password" label="Password" autoComplete="current-password" validate={required()} />
    </LoginForm>
  </Login>
);
