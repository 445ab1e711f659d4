/** A store's grant to act for a fan: what the token exchange answers. */
export interface PresaveTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** The release as the store knows it: its own id from the acknowledgement, else the barcode to look it up by. */
export interface PresaveTarget {
  storeReleaseId: string | null;
  upc: string | null;
}

export type PresaveOutcome = { ok: true } | { ok: false; error: string };

/**
 * One store's authorisation (OAuth 2 authorisation-code flow) and its "add to the fan's library".
 * Third-party HTTP happens only in implementations of this interface.
 */
export interface PresaveProvider {
  /** Where the fan's browser goes to grant access; the store sends it back to `redirectUri` with `code` and `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** Trades the code the store sent back for tokens. Throws when the store refuses it. */
  exchange(code: string, redirectUri: string): Promise<PresaveTokens>;
  /** On release day: adds the release to the fan's library with the grant. */
  saveRelease(tokens: PresaveTokens, target: PresaveTarget): Promise<PresaveOutcome>;
}

/** The store refused a code or a call; the message is kept as the pre-save's last error. */
export class PresaveProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PresaveProviderError';
  }
}
