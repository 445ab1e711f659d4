import { PresaveOutcome, PresaveProvider, PresaveProviderError, PresaveTarget, PresaveTokens } from './presave-provider';

export const SPOTIFY_ACCOUNTS_URL = 'https://accounts.spotify.com';
export const SPOTIFY_API_URL = 'https://api.spotify.com/v1';
const TIMEOUT_MS = 10_000;

interface SpotifyTokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
}

/**
 * Spotify's authorisation-code flow with the `user-library-modify` scope; on release day the album is
 * saved to the fan's library (PUT /me/albums). The album id comes from the store's acknowledgement, else
 * from a search by UPC with the fan's own grant.
 */
export class SpotifyPresaveProvider implements PresaveProvider {
  constructor(
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly http: typeof fetch = fetch,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ client_id: this.clientId, response_type: 'code', redirect_uri: redirectUri, scope: 'user-library-modify', state });
    return `${SPOTIFY_ACCOUNTS_URL}/authorize?${query.toString()}`;
  }

  exchange(code: string, redirectUri: string): Promise<PresaveTokens> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  async saveRelease(tokens: PresaveTokens, target: PresaveTarget): Promise<PresaveOutcome> {
    try {
      let grant = tokens;
      // Pre-saves wait weeks; Spotify's access tokens last an hour.
      if (grant.expiresAt && grant.expiresAt.getTime() <= Date.now() + 60_000) {
        if (!grant.refreshToken) return { ok: false, error: 'The grant expired and Spotify gave no refresh token.' };
        const refreshed = await this.token({ grant_type: 'refresh_token', refresh_token: grant.refreshToken });
        grant = { ...refreshed, refreshToken: refreshed.refreshToken ?? grant.refreshToken };
      }
      const albumId = target.storeReleaseId ?? (target.upc ? await this.albumByUpc(grant.accessToken, target.upc) : null);
      if (!albumId) return { ok: false, error: 'Spotify has no album for this release yet.' };
      const res = await this.http(`${SPOTIFY_API_URL}/me/albums?ids=${encodeURIComponent(albumId)}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${grant.accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) return { ok: false, error: `Spotify answered ${res.status} to saving the album: ${(await res.text()).slice(0, 300)}` };
      return { ok: true };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async albumByUpc(accessToken: string, upc: string): Promise<string | null> {
    const res = await this.http(`${SPOTIFY_API_URL}/search?type=album&limit=1&q=${encodeURIComponent(`upc:${upc}`)}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new PresaveProviderError(`Spotify answered ${res.status} to the UPC search`);
    const body = (await res.json()) as { albums?: { items?: Array<{ id?: string }> } };
    return body.albums?.items?.[0]?.id ?? null;
  }

  private async token(form: Record<string, string>): Promise<PresaveTokens> {
    const res = await this.http(`${SPOTIFY_ACCOUNTS_URL}/api/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => ({}))) as SpotifyTokenAnswer;
    if (!res.ok || !body.access_token) throw new PresaveProviderError(`Spotify refused the grant: ${body.error ?? res.status} ${body.error_description ?? ''}`.trim());
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token ?? null,
      expiresAt: typeof body.expires_in === 'number' ? new Date(Date.now() + body.expires_in * 1000) : null,
    };
  }
}
