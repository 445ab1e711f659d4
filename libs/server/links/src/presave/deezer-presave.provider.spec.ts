import { DeezerPresaveProvider } from './deezer-presave.provider';
import { PresaveProviderError } from './presave-provider';

/** A stand-in for Deezer's two hosts: answers by method and path (raw text), records every call. */
function deezerStub(answers: Record<string, { status: number; text: string }>) {
  const calls: Array<{ url: URL; method: string }> = [];
  const http = (async (input: string | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    calls.push({ url, method });
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, text: '{"error":{"type":"DataException","message":"no data","code":800}}' };
    return new Response(answer.text, { status: answer.status });
  }) as typeof fetch;
  return { http, calls };
}

describe('DeezerPresaveProvider', () => {
  it('asks for manage_library and offline_access, with our state carried in the redirect URI', () => {
    const url = new URL(new DeezerPresaveProvider('123456', 'secret').authorizeUrl('st.ate', 'https://sp.example/l/presave/callback'));
    expect(url.origin + url.pathname).toBe('https://connect.deezer.com/oauth/auth.php');
    expect(url.searchParams.get('app_id')).toBe('123456');
    expect(url.searchParams.get('perms')).toBe('manage_library,offline_access');
    expect(url.searchParams.get('redirect_uri')).toBe('https://sp.example/l/presave/callback?state=st.ate');
  });

  it('exchanges a code for a lasting grant; a refused code ("wrong code") is a PresaveProviderError', async () => {
    const ok = deezerStub({ 'GET /oauth/access_token.php': { status: 200, text: '{"access_token":"AT","expires":0}' } });
    expect(await new DeezerPresaveProvider('123456', 'secret', ok.http).exchange('the-code')).toEqual({ accessToken: 'AT', refreshToken: null, expiresAt: null });
    expect(Object.fromEntries(ok.calls[0].url.searchParams)).toEqual({ app_id: '123456', secret: 'secret', code: 'the-code', output: 'json' });

    const refused = deezerStub({ 'GET /oauth/access_token.php': { status: 200, text: 'wrong code' } });
    await expect(new DeezerPresaveProvider('123456', 'secret', refused.http).exchange('bad')).rejects.toThrow(PresaveProviderError);
  });

  it('adds the album from the acknowledgement\'s id, or found by UPC', async () => {
    const byId = deezerStub({ 'POST /user/me/albums': { status: 200, text: 'true' } });
    expect(await new DeezerPresaveProvider('1', 's', byId.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: '302127', upc: null })).toEqual({ ok: true });
    expect(Object.fromEntries(byId.calls[0].url.searchParams)).toEqual({ album_id: '302127', access_token: 'AT' });

    const byUpc = deezerStub({ 'GET /album/upc:0860000000017': { status: 200, text: '{"id":987654,"title":"Blue Hour"}' }, 'POST /user/me/albums': { status: 200, text: 'true' } });
    expect(await new DeezerPresaveProvider('1', 's', byUpc.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: null, upc: '0860000000017' })).toEqual({ ok: true });
    expect(byUpc.calls[1].url.searchParams.get('album_id')).toBe('987654');
  });

  it('reports Deezer\'s errors (an error object with HTTP 200, an unknown UPC) as an outcome, never a throw', async () => {
    const revoked = deezerStub({ 'POST /user/me/albums': { status: 200, text: '{"error":{"type":"OAuthException","message":"Invalid OAuth access token.","code":300}}' } });
    expect(await new DeezerPresaveProvider('1', 's', revoked.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: '1', upc: null })).toEqual({
      ok: false,
      error: 'Deezer answered 200 to saving the album: OAuthException Invalid OAuth access token.',
    });
    const unknown = deezerStub({});
    expect(await new DeezerPresaveProvider('1', 's', unknown.http).saveRelease({ accessToken: 'AT', refreshToken: null, expiresAt: null }, { storeReleaseId: null, upc: '1' })).toMatchObject({ ok: false });
  });
});
