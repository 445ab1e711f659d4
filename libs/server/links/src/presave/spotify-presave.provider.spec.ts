import { PresaveProviderError } from './presave-provider';
import { SpotifyPresaveProvider } from './spotify-presave.provider';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A stand-in for Spotify's two hosts: answers by method and path, records every call. */
function spotifyStub(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  const http = (async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    calls.push({ url, method, headers: init.headers as Record<string, string>, body: init.body as string | undefined });
    const answer = answers[`${method} ${new URL(url).pathname}`] ?? { status: 404, body: { error: 'not stubbed' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { http, calls };
}

describe('SpotifyPresaveProvider', () => {
  it('asks for user-library-modify with our redirect and state', () => {
    const url = new URL(new SpotifyPresaveProvider('client-id', 'client-secret').authorizeUrl('st.ate', 'https://sp.example/l/presave/callback'));
    expect(url.origin + url.pathname).toBe('https://accounts.spotify.com/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({ client_id: 'client-id', response_type: 'code', redirect_uri: 'https://sp.example/l/presave/callback', scope: 'user-library-modify', state: 'st.ate' });
  });

  it('exchanges a code with the app\'s Basic credentials; a refused code is a PresaveProviderError', async () => {
    const ok = spotifyStub({ 'POST /api/token': { status: 200, body: { access_token: 'AT', refresh_token: 'RT', expires_in: 3600 } } });
    const tokens = await new SpotifyPresaveProvider('id', 'secret', ok.http).exchange('the-code', 'https://sp.example/l/presave/callback');
    expect(tokens).toMatchObject({ accessToken: 'AT', refreshToken: 'RT' });
    expect(tokens.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 3500_000);
    expect(ok.calls[0].headers.Authorization).toBe(`Basic ${Buffer.from('id:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(ok.calls[0].body))).toEqual({ grant_type: 'authorization_code', code: 'the-code', redirect_uri: 'https://sp.example/l/presave/callback' });

    const refused = spotifyStub({ 'POST /api/token': { status: 400, body: { error: 'invalid_grant', error_description: 'Invalid authorization code' } } });
    await expect(new SpotifyPresaveProvider('id', 'secret', refused.http).exchange('bad', 'https://sp.example/cb')).rejects.toThrow(PresaveProviderError);
  });

  it('saves the album from the acknowledgement\'s id, refreshing an expired grant first', async () => {
    const stub = spotifyStub({ 'POST /api/token': { status: 200, body: { access_token: 'FRESH', expires_in: 3600 } }, 'PUT /v1/me/albums': { status: 200, body: {} } });
    const outcome = await new SpotifyPresaveProvider('id', 'secret', stub.http).saveRelease(
      { accessToken: 'OLD', refreshToken: 'RT', expiresAt: new Date(Date.now() - 1000) },
      { storeReleaseId: '4aawyAB9vmqN3uQ7FjRGTy', upc: '0860000000017' },
    );
    expect(outcome).toEqual({ ok: true });
    expect(Object.fromEntries(new URLSearchParams(stub.calls[0].body))).toEqual({ grant_type: 'refresh_token', refresh_token: 'RT' });
    expect(stub.calls[1]).toMatchObject({ method: 'PUT', url: 'https://api.spotify.com/v1/me/albums?ids=4aawyAB9vmqN3uQ7FjRGTy', headers: { Authorization: 'Bearer FRESH' } });
  });

  it('finds the album by UPC without an id, and reports a failure as an outcome, never a throw', async () => {
    const found = spotifyStub({ 'GET /v1/search': { status: 200, body: { albums: { items: [{ id: 'ALBUM' }] } } }, 'PUT /v1/me/albums': { status: 200, body: {} } });
    expect(await new SpotifyPresaveProvider('id', 'secret', found.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: null, upc: '0860000000017' })).toEqual({ ok: true });
    expect(new URL(found.calls[0].url).searchParams.get('q')).toBe('upc:0860000000017');
    expect(found.calls[1].url).toBe('https://api.spotify.com/v1/me/albums?ids=ALBUM');

    const missing = spotifyStub({ 'GET /v1/search': { status: 200, body: { albums: { items: [] } } } });
    expect(await new SpotifyPresaveProvider('id', 'secret', missing.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: null, upc: '1' })).toEqual({
      ok: false,
      error: 'Spotify has no album for this release yet.',
    });
    const revoked = spotifyStub({ 'PUT /v1/me/albums': { status: 401, body: { error: { status: 401, message: 'The access token expired' } } } });
    const outcome = await new SpotifyPresaveProvider('id', 'secret', revoked.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: 'X', upc: null });
    expect(outcome).toMatchObject({ ok: false, error: expect.stringContaining('401') });
  });
});
