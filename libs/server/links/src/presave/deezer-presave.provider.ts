import { PresaveOutcome, PresaveProvider, PresaveProviderError, PresaveTarget, PresaveTokens } from './presave-provider';

export const DEEZER_CONNECT_URL = 'https://connect.deezer.com/oauth';
export const DEEZER_API_URL = 'https://api.deezer.com';
const TIMEOUT_MS = 10_000;

interface DeezerError {
  error?: { type?: string; message?: string; code?: number };
}

/**
 * Deezer's OAuth (`manage_library` to add the album, `offline_access` so the grant lasts until release
 * day) and its "add an album to my favourites" (POST /user/me/albums). Deezer documents no `state`
 * parameter, so ours rides in the redirect URI, which Deezer hands back untouched with the code.
 */
export class DeezerPresaveProvider implements PresaveProvider {
  constructor(
    private readonly appId: string,
    private readonly secret: string,
    private readonly http: typeof fetch = fetch,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const back = `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}${new URLSearchParams({ state }).toString()}`;
    const query = new URLSearchParams({ app_id: this.appId, redirect_uri: back, perms: 'manage_library,offline_access' });
    return `${DEEZER_CONNECT_URL}/auth.php?${query.toString()}`;
  }

  async exchange(code: string): Promise<PresaveTokens> {
    const query = new URLSearchParams({ app_id: this.appId, secret: this.secret, code, output: 'json' });
    const res = await this.http(`${DEEZER_CONNECT_URL}/access_token.php?${query.toString()}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    const text = await res.text();
    let body: { access_token?: string; expires?: number | string } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      // Deezer answers a refused code with plain text ("wrong code").
    }
    if (!res.ok || !body.access_token) throw new PresaveProviderError(`Deezer refused the grant: ${text.slice(0, 200) || res.status}`);
    const expires = Number(body.expires ?? 0);
    return { accessToken: body.access_token, refreshToken: null, expiresAt: expires > 0 ? new Date(Date.now() + expires * 1000) : null };
  }

  async saveRelease(tokens: PresaveTokens, target: PresaveTarget): Promise<PresaveOutcome> {
    try {
      if (tokens.expiresAt && tokens.expiresAt.getTime() <= Date.now()) return { ok: false, error: 'The Deezer grant expired before release day.' };
      const albumId = target.storeReleaseId ?? (target.upc ? await this.albumByUpc(target.upc) : null);
      if (!albumId) return { ok: false, error: 'Deezer has no album for this release yet.' };
      const query = new URLSearchParams({ album_id: albumId, access_token: tokens.accessToken });
      const res = await this.http(`${DEEZER_API_URL}/user/me/albums?${query.toString()}`, { method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = (await res.json().catch(() => null)) as (DeezerError & object) | boolean | null;
      // Deezer answers `true`, or HTTP 200 with an error object.
      if (res.ok && body === true) return { ok: true };
      const error = body && typeof body === 'object' ? body.error : undefined;
      return { ok: false, error: `Deezer answered ${res.status} to saving the album: ${error?.type ?? ''} ${error?.message ?? ''}`.trim() };
    } catch (error) {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async albumByUpc(upc: string): Promise<string | null> {
    const res = await this.http(`${DEEZER_API_URL}/album/upc:${encodeURIComponent(upc)}`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new PresaveProviderError(`Deezer answered ${res.status} to the UPC lookup`);
    const body = (await res.json()) as { id?: number | string } & DeezerError;
    return body.id !== undefined && !body.error ? String(body.id) : null;
  }
}
