import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import {
  ADMIN_CODE_RESEND_COUNTDOWN_S,
  ADMIN_MESSAGES,
  normaliseVerificationCode,
  VERIFICATION_CODE_LENGTH,
} from '@soundpost/contracts';
import { Login, useAuthProvider, useLogin } from 'react-admin';
import { BrandMark } from '../layout/BrandMark';
import { BRAND } from '../layout/themes';
import { AuthRequestError, type AdminAuthProvider } from '../providers/auth-provider';
import { useCountdown } from './useCountdown';

type Step = 'password' | 'code';

const errorText = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message.trim() ? error.message : fallback;

/** A `VerificationRequiredError`, checked by shape. */
const requiresCode = (error: unknown): error is { requireCode: true; serverMessage?: string } =>
  typeof error === 'object' && error !== null && (error as { requireCode?: unknown }).requireCode === true;

const loginSx = {
  backgroundImage: `radial-gradient(1200px 600px at 85% -10%, rgba(139, 92, 246, 0.18), transparent 60%), radial-gradient(900px 500px at -10% 10%, rgba(34, 211, 238, 0.1), transparent 60%), linear-gradient(${BRAND.navy}, ${BRAND.navy})`,
  '& .RaLogin-icon': { bgcolor: 'transparent', width: 48, height: 48 },
} as const;

/** The password step keeps react-admin's field names (`username`, `password`) and its 'Sign in' button. */
export const LoginPage = () => {
  const login = useLogin();
  const authProvider = useAuthProvider() as Partial<AdminAuthProvider> | undefined;
  const countdown = useCountdown(ADMIN_CODE_RESEND_COUNTDOWN_S);

  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  const emailMissing = email.trim() === '';
  const passwordMissing = password === '';
  const codeComplete = code.length === VERIFICATION_CODE_LENGTH;

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailMissing || passwordMissing || busy) return;
    setBusy(true);
    setError(null);
    setInfo(null);
    try {
      await login({ username: email.trim(), password });
    } catch (failure) {
      if (requiresCode(failure)) {
        setStep('code');
        setCode('');
        setInfo(failure.serverMessage ?? null);
        countdown.start();
      } else {
        setError(errorText(failure, ADMIN_MESSAGES.loginFailed));
      }
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!codeComplete || busy) return;
    setBusy(true);
    setError(null);
    try {
      await login({ email: email.trim(), code });
    } catch (failure) {
      setError(errorText(failure, ADMIN_MESSAGES.verificationFailed));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    if (countdown.running || resending) return;
    setResending(true);
    setError(null);
    setInfo(null);
    try {
      if (typeof authProvider?.resendCode !== 'function') throw new Error(ADMIN_MESSAGES.resendCodeFailed);
      await authProvider.resendCode(email.trim());
      countdown.start();
    } catch (failure) {
      setError(errorText(failure, ADMIN_MESSAGES.resendCodeFailed));
      // Throttled: the button counts down the wait the server asked for.
      if (failure instanceof AuthRequestError && failure.retryAfter) countdown.start(failure.retryAfter);
    } finally {
      setResending(false);
    }
  };

  const backToPassword = () => {
    setStep('password');
    setCode('');
    setPassword('');
    setError(null);
    setInfo(null);
    setTouched(false);
    countdown.stop();
  };

  return (
    <Login avatarIcon={<BrandMark size={44} />} sx={loginSx}>
      <CardContent sx={{ width: { xs: 300, sm: 340 }, maxWidth: '100%', boxSizing: 'border-box' }}>
        <Typography variant="h6" component="h1" align="center" sx={{ mb: 2 }} data-testid="login-title">
          Soundpost back office
        </Typography>

        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error">
            {error}
          </Alert>
        ) : null}
        {info && !error ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="login-info">
            {info}
          </Alert>
        ) : null}

        {step === 'password' ? (
          <Box component="form" noValidate onSubmit={submitPassword} data-testid="login-password-step">
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              id="login-email"
              name="username"
              type="email"
              label="Email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={touched && emailMissing}
              helperText={touched && emailMissing ? 'Required' : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
            />
            <TextField
              fullWidth
              margin="dense"
              id="login-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={touched && passwordMissing}
              helperText={touched && passwordMissing ? 'Required' : ' '}
              slotProps={{ htmlInput: { 'data-testid': 'login-password' } }}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={busy}
              sx={{ mt: 1 }}
              data-testid="login-submit"
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Sign in
            </Button>
          </Box>
        ) : (
          <Box component="form" noValidate onSubmit={submitCode} data-testid="login-code-step">
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="login-code-hint">
              Enter the {VERIFICATION_CODE_LENGTH}-digit code sent to {email.trim()}.
            </Typography>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              id="login-code"
              name="code"
              label="Verification code"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) =>
                setCode(normaliseVerificationCode(event.target.value).slice(0, VERIFICATION_CODE_LENGTH))
              }
              slotProps={{
                htmlInput: {
                  'data-testid': 'login-code',
                  inputMode: 'numeric',
                  pattern: '[0-9]*',
                  // No maxLength: a pasted '123 456' must still give 6 digits (non-digits are stripped first).
                },
              }}
            />
            <Button
              type="submit"
              variant="contained"
              fullWidth
              disabled={!codeComplete || busy}
              sx={{ mt: 1 }}
              data-testid="login-verify"
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              Verify
            </Button>
            <Button
              type="button"
              fullWidth
              disabled={countdown.running || resending}
              onClick={resend}
              sx={{ mt: 1 }}
              data-testid="login-resend"
            >
              {countdown.running ? `Resend code (${countdown.remaining}s)` : 'Resend code'}
            </Button>
            <Box sx={{ mt: 1, textAlign: 'center' }}>
              <Link component="button" type="button" variant="body2" onClick={backToPassword} data-testid="login-back">
                Use another account
              </Link>
            </Box>
          </Box>
        )}
      </CardContent>
    </Login>
  );
};
