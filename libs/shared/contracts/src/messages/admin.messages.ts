/** Back office. Many fallbacks here have no final period; that is how the spec has them. */
export const ADMIN_MESSAGES = {
  // Login
  loginNoToken: 'Login did not return a token',
  verificationNoToken: 'Verification did not return a token',
  noAdminAccess: 'You do not have admin access.',
  loginFailed: 'Login failed',
  verificationFailed: 'Verification failed',
  resendCodeFailed: 'Could not resend code',

  // Validation
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

  // Load and generic fallbacks
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
  loadDeliveryTargetFailed: 'Could not load the delivery target.',
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

  // Action failures
  updatePayoutFailed: 'Failed to update payout',
  adjustmentFailed: 'Adjustment failed.',
  deliveryTargetSaveFailed: 'Could not save the delivery target.',
  runScanFailed: 'Failed to run scan',
  scanFailed: 'Scan failed',
  unblockFailed: 'Failed to unblock',
  blockFailed: 'Failed to block',
  saveLanguageFailed: 'Failed to save',
  publishFailed: 'Failed to publish',
  restoreBackupFailed: 'Failed to restore backup',
  uploadFailed: 'Failed to upload',
  createLanguageFileFailed: 'Failed to create language file',

  // Success
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
  deliveryTargetSaved: 'Delivery target saved.',
  fraudScanCompleted: 'Fraud scan completed.',
  savedSuccessfully: 'Saved successfully',
  restoredSuccessfully: 'Restored successfully',
  uploadedSuccessfully: 'Uploaded successfully',

  // Empty states
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
} as const;

/** 'Row N: missing name/email/password' (CSV import), N being the 1-based data row. */
export function csvRowMissingMessage(row: number): string {
  return `Row ${row}: missing name/email/password`;
}

/** 'Document {status}.', e.g. 'Document approved.' after a document decision. */
export function documentStatusMessage(status: string): string {
  return `Document ${status}.`;
}

export function deletePopupConfirmMessage(title: string): string {
  return `Delete popup "${title}"?`;
}

export function deleteTicketConfirmMessage(ticketId: number | string): string {
  return `Delete ticket #${ticketId}? This cannot be undone.`;
}

/** 'Page X of Y · N total' under the audit log. */
export function pageSummaryMessage(page: number, lastPage: number, total: number): string {
  return `Page ${page} of ${lastPage} · ${total} total`;
}

/** Required fields of the back office's account forms (staff users, artists). Wording is ours. */
export const ADMIN_FORM_MESSAGES = {
  nameRequired: 'The name field is required.',
  passwordRequired: 'The password field is required.',
} as const;

/** The release status form after the server refused an approval on the preflight check. The specs quote none; wording is ours. */
export const ADMIN_RELEASE_OVERRIDE_MESSAGES = {
  preflightRefusedTitle: 'The stores would reject this release:',
  reasonLabel: 'Reason for approving anyway (required, audited)',
  reasonRequired: 'Give the reason for approving despite these errors.',
  approveAnyway: 'Approve anyway',
} as const;

/** Back-office artist calls (issue 3 API contract). The specs quote none of these; wording is ours. */
export const ADMIN_ARTIST_MESSAGES = {
  ...ADMIN_FORM_MESSAGES,
  artistNotFound: 'Artist not found.',
  onlyAdminsDeleteArtists: 'Only administrators can delete artists.',
  onlyAdminsGrantStaffRoles: 'Only administrators can give an account a staff role.',
  artistRoleRequired: 'An artist account must keep the artist role.',
  documentStatusInvalid: 'Choose pending, approved or rejected.',
  decisionInvalid: 'Choose approve or reject.',
  flagInvalid: 'Use 0 or 1.',
  commentTooLong: 'The comment may not be longer than 1000 characters.',
  csvFileRequired: 'Please choose a CSV file to import.',
} as const;

/** 'Row N: email already exists' (CSV import: an address already in use, or repeated in the file). */
export function csvRowEmailExistsMessage(row: number): string {
  return `Row ${row}: email already exists`;
}

/** 'Row N: invalid email' (CSV import: a value that is not an e-mail address). */
export function csvRowInvalidEmailMessage(row: number): string {
  return `Row ${row}: invalid email`;
}

/** 'Row N: name is too long' and the like (CSV import: a value longer than its column). */
export function csvRowTooLongMessage(row: number, field: string): string {
  return `Row ${row}: ${field} is too long`;
}

/** 'Row N: name contains invalid characters' (CSV import: control characters, invalid UTF-8, NUL). */
export function csvRowInvalidCharactersMessage(row: number, field: string): string {
  return `Row ${row}: ${field} contains invalid characters`;
}

/** 'Row N: could not be saved' (CSV import: a row the database refused for a reason the checks did not foresee). */
export function csvRowNotSavedMessage(row: number): string {
  return `Row ${row}: could not be saved`;
}

/** 'Row N: longer than 64 KiB' (CSV import: a row over the record limit, skipped up to the next line). */
export function csvRowTooLargeMessage(row: number): string {
  return `Row ${row}: longer than 64 KiB`;
}

/** 'Row N: broken quotes' (CSV import: a quote left open or stray, so the row cannot be read). */
export function csvRowMalformedMessage(row: number): string {
  return `Row ${row}: broken quotes`;
}

/**
 * One import error as shown (back office, CLI): 'Row 4 (line 5): invalid email'; the row is added
 * when the message lacks it, the file line when the answer has it.
 */
export function csvImportErrorText({ row, line, message }: { row: number; line?: number; message: string }): string {
  const at = line ? `Row ${row} (line ${line})` : `Row ${row}`;
  const prefix = /^row\s+\d+:?\s*/i;
  if (prefix.test(message)) return line ? message.replace(/^row\s+\d+/i, at) : message;
  return row ? `${at}: ${message}` : message;
}
