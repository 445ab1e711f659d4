import { randomBytes } from 'node:crypto';
import { LinkSecrets } from '../fans/link-secrets';
import { PresaveOutcome, PresaveProvider, PresaveProviderError, PresaveTarget, PresaveTokens } from './presave-provider';

export const SANDBOX_AUTHORIZE_PATH = '/l/sandbox/authorize';
const CODE_LABEL = 'presave-sandbox-code';
const TOKEN_PREFIX = 'sandbox-access-';

/**
 * The local stand-in for a store's authorisation, used when no store keys are configured (as billing's
 * sandbox stands in for card payments): our own consent page, codes we sign ourselves, and a "save"
 * that succeeds when the release has an id or a barcode to be found by.
 */
export class SandboxPresaveProvider implements PresaveProvider {
  constructor(
    private readonly storeId: string,
    private readonly site: string,
    private readonly secrets: LinkSecrets,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ store: this.storeId, state, redirect_uri: redirectUri });
    return `${this.site}${SANDBOX_AUTHORIZE_PATH}?${query.toString()}`;
  }

  /** The code the consent page's Allow button carries back. */
  issueCode(): string {
    const nonce = randomBytes(16).toString('base64url');
    return `${nonce}.${this.secrets.sign(CODE_LABEL, `${this.storeId}\n${nonce}`)}`;
  }

  async exchange(code: string): Promise<PresaveTokens> {
    const [nonce, signature] = code.split('.');
    if (!nonce || !signature || !this.secrets.verify(CODE_LABEL, `${this.storeId}\n${nonce}`, signature)) throw new PresaveProviderError('invalid_grant: the sandbox did not issue this code');
    return { accessToken: `${TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`, refreshToken: null, expiresAt: null };
  }

  async saveRelease(tokens: PresaveTokens, target: PresaveTarget): Promise<PresaveOutcome> {
    if (!tokens.accessToken.startsWith(TOKEN_PREFIX)) return { ok: false, error: 'The sandbox did not issue this grant.' };
    if (!target.storeReleaseId && !target.upc) return { ok: false, error: 'The release has neither a store id nor a UPC to be found by.' };
    return { ok: true };
  }
}
