import { ACCOUNT_BLOCKED } from './common.messages';

export const LOGIN_MESSAGES = {
  credentialsRequired: 'Email and password are required.',
  codeSixDigits: 'Please enter the 6-digit code.',
  emailRequired: 'Email is required.',
  resetSessionExpired: 'Reset session expired. Please start again.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match.',
  startFailed: 'Unable to start login.',
  invalidCode: 'Invalid code.',
  sendResetCodeFailed: 'Failed to send reset code.',
  resetFailed: 'Failed to reset password.',
  /** Always this, whether or not the address exists, so the endpoint cannot be used to probe for accounts. */
  resetCodeSentIfExists: 'If the email exists, a reset code has been sent.',
  resetSuccess: 'Password reset successful. Please log in.',
  loginSuccess: 'Artist login successful!',
  notAuthenticated: 'Not authenticated. Please log in first.',
  accountBlocked: ACCOUNT_BLOCKED.message,
} as const;
