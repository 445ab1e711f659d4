// Freezes every user-visible text: each was checked word for word (and stop for stop) against the specs,
// so a change here must be a deliberate copy change, not an accident.

import { ACCOUNT_MESSAGES } from './account.messages';
import {
  ADMIN_MESSAGES,
  csvRowMissingMessage,
  deletePopupConfirmMessage,
  deleteTicketConfirmMessage,
  documentStatusMessage,
  pageSummaryMessage,
} from './admin.messages';
import { ARTWORK_MESSAGES } from './artwork.messages';
import { AUTH_MESSAGES } from './auth.messages';
import { BILLING_MESSAGES, PLAN_CARD_LABELS } from './billing.messages';
import { ACCOUNT_BLOCKED, ERROR_CODES, NOT_FOUND_MESSAGE } from './common.messages';
import { DOCUMENT_MESSAGES } from './document.messages';
import { KYC_MESSAGES, PHONE_EXAMPLE, phoneFormatMessage } from './kyc.messages';
import { LOGIN_MESSAGES } from './login.messages';
import { PAYOUT_MESSAGES } from './payout.messages';
import { missingFieldsMessage, RELEASE_MESSAGES } from './release.messages';
import { SUPPORT_MESSAGES } from './support.messages';
import { TRACK_MESSAGES } from './track.messages';

describe('ACCOUNT_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(ACCOUNT_MESSAGES).toStrictEqual({
      loadDashboardFailed: 'Failed to load dashboard',
      loadNotificationsFailed: 'Failed to load notifications',
      loadAuditLogsFailed: 'Failed to load audit logs',
      noNotifications: 'No notifications yet.',
      noActivity: 'No activity yet.',
    });
  });
});

describe('ADMIN_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(ADMIN_MESSAGES).toStrictEqual({
      loginNoToken: 'Login did not return a token',
      verificationNoToken: 'Verification did not return a token',
      noAdminAccess: 'You do not have admin access.',
      loginFailed: 'Login failed',
      verificationFailed: 'Verification failed',
      resendCodeFailed: 'Could not resend code',
      titleRequired: 'Title is required',
      messageRequired: 'Message is required',
      nameRequired: 'Name is required',
      passwordHint: 'Use 8+ characters, mix of letters & numbers.',
      csvMissingColumns: 'CSV must include: name,email,password',
      csvEmpty: 'Empty CSV',
      amountInvalid: 'Enter a valid positive amount.',
      metaInvalidJson: 'Meta must be valid JSON.',
      jsonSyntaxInvalid: 'Invalid JSON syntax. Fix and try again.',
      languageCodeInvalid: "Use a simple code like 'en', 'fr', 'es', 'pt_BR'.",
      defaultBlockReason: 'Manual block',
      loadDashboardFailed: 'Failed to load dashboard',
      loadPopupsFailed: 'Failed to load popups',
      saveFailed: 'Save failed',
      deleteFailed: 'Delete failed',
      updateFailed: 'Update failed',
      loadUsersFailed: 'Failed to load users',
      loadTicketsFailed: 'Failed to load tickets.',
      loadTicketFailed: 'Failed to load ticket.',
      sendReplyFailed: 'Failed to send reply.',
      updateTicketFailed: 'Failed to update ticket.',
      closeTicketFailed: 'Failed to close ticket.',
      reopenTicketFailed: 'Failed to reopen ticket.',
      deleteTicketFailed: 'Failed to delete ticket.',
      loadDeliveryTargetFailed: 'Could not load the delivery target.',
      deliveryTargetSaveFailed: 'Could not save the delivery target.',
      deliveryTargetSaved: 'Delivery target saved.',
      loadArtistsFailed: 'Failed to load artists',
      exportFailed: 'Export failed',
      loadArtistFailed: 'Failed to load artist',
      actionFailed: 'Action failed',
      loadReleasesFailed: 'Failed to load releases',
      loadReleaseFailed: 'Failed to load release',
      updateStatusFailed: 'Failed to update status',
      validationFailed: 'Validation failed',
      loadPlansFailed: 'Failed to load plans',
      loadSubscriptionsFailed: 'Failed to load subscriptions',
      loadSubscriptionFailed: 'Failed to load subscription',
      loadTransactionsFailed: 'Failed to load transactions',
      loadAuditLogsFailed: 'Failed to load audit logs',
      loadWalletsFailed: 'Failed to load wallets',
      loadWalletFailed: 'Failed to load wallet',
      loadPayoutRequestsFailed: 'Failed to load payout requests',
      loadOverviewFailed: 'Failed to load overview',
      loadScoresFailed: 'Failed to load scores',
      loadFindingsFailed: 'Failed to load findings',
      loadBlocksFailed: 'Failed to load blocks',
      loadUserFailed: 'Failed to load user',
      loadTrackFailed: 'Failed to load track',
      loadFilesFailed: 'Failed to load files',
      loadLanguageFileFailed: 'Failed to load language file',
      loadBackupsFailed: 'Failed to load backups',
      updatePayoutFailed: 'Failed to update payout',
      adjustmentFailed: 'Adjustment failed.',
      runScanFailed: 'Failed to run scan',
      scanFailed: 'Scan failed',
      unblockFailed: 'Failed to unblock',
      blockFailed: 'Failed to block',
      saveLanguageFailed: 'Failed to save',
      publishFailed: 'Failed to publish',
      restoreBackupFailed: 'Failed to restore backup',
      uploadFailed: 'Failed to upload',
      createLanguageFileFailed: 'Failed to create language file',
      ticketUpdated: 'Ticket updated.',
      ticketClosed: 'Ticket closed.',
      ticketReopened: 'Ticket reopened.',
      ticketDeleted: 'Ticket deleted.',
      artistDeleted: 'Artist deleted.',
      artistUpdated: 'Artist updated successfully.',
      verificationUpdated: 'Verification updated and email sent.',
      releaseStatusUpdated: 'Release status updated.',
      subscriptionUpdated: 'Subscription updated.',
      transactionUpdated: 'Transaction updated.',
      copiedToClipboard: 'Copied to clipboard.',
      walletAdjusted: 'Wallet adjusted successfully.',
      fraudScanCompleted: 'Fraud scan completed.',
      savedSuccessfully: 'Saved successfully',
      restoredSuccessfully: 'Restored successfully',
      uploadedSuccessfully: 'Uploaded successfully',
      noPopups: 'No popups found.',
      noTickets: 'No tickets found.',
      noArtists: 'No artists found',
      noReleases: 'No releases found.',
      noPlans: 'No plans found.',
      noSubscriptions: 'No subscriptions found.',
      noTransactionsFound: 'No transactions found.',
      noTransactions: 'No transactions.',
      noTracks: 'No tracks.',
      noDocumentUploaded: 'No document uploaded.',
      previewNotSupported: 'Preview not supported for this file.',
      noLogs: 'No logs',
      noWallets: 'No wallets found.',
      noFindings: 'No findings.',
      noBlocks: 'No blocks.',
      noUsers: 'No users.',
      noPayouts: 'No payouts yet.',
    });
  });
});

describe('ARTWORK_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(ARTWORK_MESSAGES).toStrictEqual({
      onlyJpgOrPng: 'Only JPG or PNG images are allowed.',
      maxSize: 'Image must be 35 MB or smaller.',
      minResolution: 'Minimum resolution is 3000×3000 pixels.',
      notSquare: 'Artwork must be perfectly square (1:1).',
      unreadable: 'Could not read the image. Try a different file.',
      uploadFailed: 'Artwork upload failed.',
      uploaded: 'Artwork uploaded.',
    });
  });
});

describe('AUTH_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(AUTH_MESSAGES).toStrictEqual({
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
      accountBlocked: 'Your account is blocked. Please contact support.',
      documentsNotApproved: 'You cannot access the dashboard until your documents are approved.',
    });
  });
});

describe('BILLING_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(BILLING_MESSAGES).toStrictEqual({
      loginRequired: 'Please log in or create an account first.',
      loadPlansFailed: 'Failed to load plans.',
      activationFailed: 'Activation failed.',
      unexpectedFreeActivation: 'Unexpected response while activating free plan.',
      stripeInitFailed: 'Stripe init failed.',
      paypalInitFailed: 'PayPal init failed.',
      freePlanActivated: 'Free plan activated.',
      planActivated: 'Plan activated.',
      manualInvoiceFailed: 'Could not create manual invoice.',
      stripeCheckoutFailed: 'Stripe checkout failed.',
      stripeNoCheckoutUrl: 'Stripe did not return a checkout URL.',
      loadBillingFailed: 'Failed to load billing data.',
      paymentConfirmed: 'Payment confirmed. Upgrading your plan…',
      paypalCaptured: 'PayPal payment captured successfully! Activating your plan…',
      confirmationFailed: 'Confirmation failed.',
      paypalConfirmationFailed: 'PayPal confirmation failed.',
      missingSessionId: 'Missing session_id in URL.',
      missingPaypalToken: 'Missing PayPal token in URL.',
      paymentCanceled: 'Payment canceled.',
      loadTransactionsFailed: 'Failed to load transactions',
      noTransactions: 'No transactions found.',
      noActivePlan: 'No active plan',
      downgradeNotAllowed: 'Downgrades are not allowed.',
      quoteOutdated: 'Your plan changed since this checkout was started. Start the checkout again to get the right amount.',
      creditCoversPrice: 'Plan activated: the credit for your current plan covers the whole price.',
      loadQuoteFailed: 'Could not work out the amount due.',
    });
  });
});

describe('PLAN_CARD_LABELS', () => {
  it('has the exact spec texts', () => {
    expect(PLAN_CARD_LABELS).toStrictEqual({
      current: 'Current plan',
      activate_free: 'Activate Free',
      upgrade: 'Upgrade',
      not_available: 'Not available',
    });
  });
});

describe('ERROR_CODES', () => {
  it('has the exact spec texts', () => {
    expect(ERROR_CODES).toStrictEqual({
      accountBlocked: 'account_blocked',
    });
  });
});

describe('ACCOUNT_BLOCKED', () => {
  it('has the exact spec texts', () => {
    expect(ACCOUNT_BLOCKED).toStrictEqual({
      code: 'account_blocked',
      message: 'Your account is blocked. Please contact support.',
    });
  });
});

describe('DOCUMENT_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(DOCUMENT_MESSAGES).toStrictEqual({
      chooseFileSignup: 'Please choose a file to upload (jpg, png, pdf, max 2 MB).',
      selectDocument: 'Please select a document to upload.',
      chooseFileProfile: 'Choose a file (JPG, PNG, PDF, max 2MB).',
      invalidFileType: 'Invalid file type. Allowed: JPG, PNG, PDF.',
      maxFileSize: 'Max file size is 2MB.',
      uploadFailed: 'Upload failed.',
      uploadedPendingReview: 'Document uploaded. Pending manual review.',
      uploaded: 'Document uploaded.',
      approvedRedirecting: 'Approved! Redirecting you to your dashboard…',
      noDocumentUploaded: 'No document uploaded.',
      previewNotSupported: 'Preview not supported for this file.',
    });
  });
});

describe('KYC_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(KYC_MESSAGES).toStrictEqual({
      nationalitySelect: 'Select nationality.',
      documentNumberRequired: 'Passport or ID card number is required.',
      expiryDateRequired: 'Expiry date is required',
      countrySelect: 'Select country.',
      iso2CodeRequired: 'ISO2 code required',
      expiryMustBeFuture: 'Expiry must be a future date.',
      iso2Example: 'ISO2 (e.g. US, GB)',
      postalCodeInvalid: 'Invalid postal code.',
      phoneNumberRequired: 'Phone number is required.',
      emailInvalid: 'Invalid email.',
      phoneFormat: 'Use international format, e.g. +14155552671',
      ibanInvalidFormat: 'Invalid IBAN format.',
      saveIdentityFailed: 'Failed to save identity.',
      identitySaved: 'Identity details saved.',
      artistNameRequired: 'Artist / Band name is required.',
      firstNameRequired: 'First name is required.',
      lastNameRequired: 'Last name is required.',
      phoneRequired: 'Phone is required.',
      iso2Required: 'ISO2 is required (e.g. US, GB).',
      iso2Invalid: 'Must be a 2-letter ISO2 code.',
      ibanInvalid: 'Invalid IBAN.',
      passportNumberRequired: 'Passport number is required.',
      idCardNumberRequired: 'ID card number is required.',
      expiryDateRequiredSentence: 'Expiry date is required.',
      nationalityRequired: 'Nationality is required.',
      profileUpdated: 'Profile updated.',
      kycSaved: 'Identity (KYC) details saved.',
      updateFailed: 'Update failed.',
      saveKycFailed: 'Saving KYC failed.',
      loadProfileFailed: 'Failed to load profile.',
      noUserFound: 'No user found',
      loadingProfile: 'Loading profile…',
      countryRequired: 'Country is required.',
      addressRequired: 'Address is required.',
      cityRequired: 'City is required.',
    });
  });
});

describe('LOGIN_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(LOGIN_MESSAGES).toStrictEqual({
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
      resetCodeSentIfExists: 'If the email exists, a reset code has been sent.',
      resetSuccess: 'Password reset successful. Please log in.',
      loginSuccess: 'Artist login successful!',
      notAuthenticated: 'Not authenticated. Please log in first.',
      accountBlocked: 'Your account is blocked. Please contact support.',
    });
  });
});

describe('PAYOUT_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(PAYOUT_MESSAGES).toStrictEqual({
      amountInvalid: 'Enter a valid positive amount.',
      minimum: 'Minimum payout is EUR 25.00',
      exceedsBalance: 'Amount exceeds your available balance.',
      paypalEmailInvalid: 'Enter a valid PayPal email.',
      ibanInvalid: 'Enter a valid IBAN.',
      requested: 'Payout requested successfully.',
      requestFailed: 'Failed to request payout.',
      loadFailed: 'Failed to load wallet/payouts.',
      empty: 'No payouts yet.',
    });
  });
});

describe('RELEASE_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(RELEASE_MESSAGES).toStrictEqual({
      createDraftFailedShell: 'Could not create draft',
      createDraftFailed: 'Could not create draft.',
      draftMissingId: 'Draft API did not return release_id',
      limitReachedTitle: 'Release Limit Reached',
      actionBlockedTitle: 'Action blocked',
      collaboratorLimitReached: "You've reached your collaborator limit for this release.",
      artistLimitReached: "You've reached your plan's total artist limit.",
      saved: 'Saved.',
      saveFailed: 'Save failed.',
      loadFailed: 'Failed to load release.',
      loadDetailFailed: 'Failed to load release',
      loadListFailed: 'Failed to load releases.',
      changeStepFailed: 'Failed to change step.',
      submitted: 'Release submitted for review.',
      submitFailed: 'Submit failed.',
      deliveredNotice: "Submitted. We'll notify you after review.",
      deleteConfirm: 'Are you sure you want to delete this release? This cannot be undone.',
      deleteFailed: 'Delete failed.',
      notFoundOrNoAccess: "Release not found or you don't have access to it.",
      loadDistributionFailed: 'Failed to load distribution settings.',
      saveDistributionFailed: 'Failed to save distribution settings.',
      distributionSaved: 'Distribution settings saved.',
      loadArtistDirectoryFailed: 'Failed to load artist directory.',
      createArtistFailed: 'Could not create artist.',
      artistAdded: 'Artist added to your directory.',
      storeRequired: 'Select at least one store.',
      upcInvalid: 'Invalid UPC/EAN code.',
    });
  });
});

describe('SUPPORT_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(SUPPORT_MESSAGES).toStrictEqual({
      subjectAndMessageRequired: 'Subject and message are required.',
      loadFailed: 'Failed to load tickets.',
      createFailed: 'Failed to create ticket.',
      replyFailed: 'Failed to send reply.',
      created: 'Ticket created successfully.',
      replyRequired: 'Reply cannot be empty.',
      // Ours, where the spec quotes none: limits, attachments, the archive and the empty list.
      subjectTooLong: 'Subject must be at most 200 characters.',
      messageTooLong: 'Message must be at most 10,000 characters.',
      priorityInvalid: 'Priority must be low, medium or high.',
      statusInvalid: 'Status must be open, in_progress, closed or archived.',
      tooManyAttachments: 'Attach at most 3 files.',
      attachmentType: 'Attachments must be PNG, JPG or PDF files.',
      attachmentTooLarge: 'Each attachment must be 5 MB or smaller.',
      archived: 'This ticket is archived and can no longer be changed.',
      notFound: 'Ticket not found.',
      noTickets: 'No tickets yet.',
      rateLimited: 'You have opened 10 tickets in the last hour. Please wait before opening another one.',
    });
  });
});

describe('TRACK_MESSAGES', () => {
  it('has the exact spec texts', () => {
    expect(TRACK_MESSAGES).toStrictEqual({
      titleRequired: 'Title is required.',
      startPointInvalid: 'Start point must be a valid mm:ss.',
      plineYearInvalid: 'P-Line Year must be 4 digits.',
      saved: 'Track saved.',
      saveFailed: 'Failed to save track.',
      loadFailed: 'Failed to load track',
      loadListFailed: 'Failed to load tracks.',
      deleteFailed: 'Failed to delete track.',
      removeConfirm: 'Remove this track?',
      orderUpdated: 'Order updated.',
      saveOrderFailed: 'Failed to save order.',
      notFoundOrNoAccess: "Track not found or you don't have access to it.",
      clineYearInvalid: 'C-Line Year must be 4 digits.',
      isrcInvalid: 'Invalid ISRC (e.g. US-S1Z-99-00001).',
    });
  });
});
describe('single texts', () => {
  it('has the 404 text', () => {
    expect(NOT_FOUND_MESSAGE).toBe("The page you requested doesn't exist.");
  });

  it('shares the blocked text between groups', () => {
    expect(AUTH_MESSAGES.accountBlocked).toBe(ACCOUNT_BLOCKED.message);
    expect(LOGIN_MESSAGES.accountBlocked).toBe(ACCOUNT_BLOCKED.message);
  });
});

describe('message templates', () => {
  it('fills the phone example', () => {
    expect(PHONE_EXAMPLE).toBe('+14155552671');
    expect(phoneFormatMessage()).toBe(KYC_MESSAGES.phoneFormat);
    expect(phoneFormatMessage('+351912345678')).toBe('Use international format, e.g. +351912345678');
  });

  it('lists missing album fields', () => {
    expect(missingFieldsMessage(['title', 'release date'])).toBe('Missing: title, release date');
    expect(missingFieldsMessage(['title'])).toBe('Missing: title');
  });

  it('fills the admin templates', () => {
    expect(csvRowMissingMessage(3)).toBe('Row 3: missing name/email/password');
    expect(documentStatusMessage('approved')).toBe('Document approved.');
    expect(deletePopupConfirmMessage('Summer sale')).toBe('Delete popup "Summer sale"?');
    expect(deleteTicketConfirmMessage(17)).toBe('Delete ticket #17? This cannot be undone.');
    expect(pageSummaryMessage(2, 5, 93)).toBe('Page 2 of 5 · 93 total');
  });
});

describe('all message groups', () => {
  const groups = {
    ACCOUNT_MESSAGES,
    ADMIN_MESSAGES,
    ARTWORK_MESSAGES,
    AUTH_MESSAGES,
    BILLING_MESSAGES,
    DOCUMENT_MESSAGES,
    KYC_MESSAGES,
    LOGIN_MESSAGES,
    PAYOUT_MESSAGES,
    RELEASE_MESSAGES,
    SUPPORT_MESSAGES,
    TRACK_MESSAGES,
    PLAN_CARD_LABELS,
  };

  it.each(Object.entries(groups))('%s holds only trimmed, non-empty, single-spaced texts', (_name, group) => {
    for (const text of Object.values(group)) {
      expect(typeof text).toBe('string');
      expect(text.trim()).toBe(text);
      expect(text).not.toBe('');
      expect(text).not.toMatch(/\s{2}/);
    }
  });
});
