/** Back office. Many fallbacks here have no final period; that is how the spec has them. */
export const ADMIN_MESSAGES = {
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

export function csvRowMissingMessage(row: number): string {
  return `Row ${row}: missing name/email/password`;
}

export function documentStatusMessage(status: string): string {
  return `Document ${status}.`;
}

export function deletePopupConfirmMessage(title: string): string {
  return `Delete popup "${title}"?`;
}

export function deleteTicketConfirmMessage(ticketId: number | string): string {
  return `Delete ticket #${ticketId}? This cannot be undone.`;
}

export function pageSummaryMessage(page: number, lastPage: number, total: number): string {
  return `Page ${page} of ${lastPage} · ${total} total`;
}

export const ADMIN_FORM_MESSAGES = {
  nameRequired: 'The name field is required.',
  passwordRequired: 'The password field is required.',
} as const;

/** The specs quote none of these; wording is ours. */
export const ADMIN_RELEASE_OVERRIDE_MESSAGES = {
  preflightRefusedTitle: 'The stores would reject this release:',
  reasonLabel: 'Reason for approving anyway (required, audited)',
  reasonRequired: 'Give the reason for approving despite these errors.',
  approveAnyway: 'Approve anyway',
} as const;

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

export function csvRowEmailExistsMessage(row: number): string {
  return `Row ${row}: email already exists`;
}

export function csvRowInvalidEmailMessage(row: number): string {
  return `Row ${row}: invalid email`;
}

export function csvRowTooLongMessage(row: number, field: string): string {
  return `Row ${row}: ${field} is too long`;
}

export function csvRowInvalidCharactersMessage(row: number, field: string): string {
  return `Row ${row}: ${field} contains invalid characters`;
}

export function csvRowNotSavedMessage(row: number): string {
  return `Row ${row}: could not be saved`;
}

export function csvRowTooLargeMessage(row: number): string {
  return `Row ${row}: longer than 64 KiB`;
}

export function csvRowMalformedMessage(row: number): string {
  return `Row ${row}: broken quotes`;
}

export function csvImportErrorText({ row, line, message }: { row: number; line?: number; message: string }): string {
  const at = line ? `Row ${row} (line ${line})` : `Row ${row}`;
  const prefix = /^row\s+\d+:?\s*/i;
  if (prefix.test(message)) return line ? message.replace(/^row\s+\d+/i, at) : message;
  return row ? `${at}: ${message}` : message;
}
