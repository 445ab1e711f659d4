import { ACCOUNT_BLOCKED } from './common.messages';

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required.',
  passwordRequirements: 'Password does not meet requirements.',
  passwordsDoNotMatch: 'Passwords do not match.',
  termsRequired: 'You must agree to the Terms and Privacy Policy.',
  codeRequired: 'Enter the 6-digit code.',
  emailNotFound: 'Email not found.',
  registerFailed: 'Failed to register.',
  resendCodeFailed: 'Failed to resend code.',
  invalidOrExpiredCode: 'Invalid or expired code.',
  accountAlreadyExists: "You already have an account. We've sent a verification code to your email.",
  onboardingEmailNotFound: 'Email not found. Please create an account first.',
  onboardingNotAllowed: "This email can't use the public onboarding.",
  flowNotAllowed: "You can't use this flow with this account.",
  emailVerified: 'Email verified successfully.',
  codeSent: 'A verification code has been sent to your email.',
  codeResent: 'Verification code re-sent. Please check your inbox/spam.',
  accountBlocked: ACCOUNT_BLOCKED.message,
  documentsNotApproved: 'You cannot access the dashboard until your documents are approved.',
} as const;

export const AUTH_SERVER_MESSAGES = {
  emailTaken: 'This email is already registered.',
  invalidCredentials: 'These credentials do not match our records.',
  onboardingComplete: 'Your account is already verified. Please log in.',
  notAnArtist: 'This account cannot log in here.',
  adminCodeResent: 'A new code has been sent to your email.',
  onlyAdminsManageStaff: 'Only administrators can manage staff users.',
  onlyAdminsManageDeliveryTargets: 'Only administrators can manage store delivery targets.',
  onlyAdminsChangeStaffAccounts: 'Only administrators can change an account that holds a staff role.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotBlockSelf: 'You cannot block your own account.',
  userNotFound: 'User not found.',
} as const;
