export const REDIRECT_DELAYS_MS = {
  afterLogin: 800,
  afterCardPayment: 800,
  afterPaypalPayment: 1200,
  /** "0.8 s" in the spec. */
  afterDocumentApproved: 800,
  afterWalletAdjustment: 800,
} as const;

export const POPUP_FADE_MS = 200;
export const NOTIFICATION_POLL_MS = 60_000;
export const NOTIFICATION_POLL_HIDDEN_FACTOR = 3;
export const ADMIN_CODE_RESEND_COUNTDOWN_S = 30;
export const VERIFICATION_CODE_VALIDITY_MINUTES = 10;

export const SEARCH_DEBOUNCE_MS = {
  artistTransactions: 300,
  adminPopups: 350,
  adminArtists: 350,
  adminReleases: 300,
  adminPlans: 300,
} as const;
