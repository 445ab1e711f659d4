import { ConfigError, loadConfig } from '@soundpost/server-core/config';
import { LinksSettings } from './links.settings';

const boot = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }, '/tmp', false);

describe('LinksSettings', () => {
  it('defaults to the sandbox pre-save with no Spotify keys and 5 notify requests per address an hour', () => {
    const settings = boot({}).settings.get(LinksSettings) as LinksSettings;
    expect(settings.presaveMode).toBe('sandbox');
    expect(settings.spotify).toBeNull();
    expect(settings.LINKS_NOTIFY_PER_ADDRESS).toBe(5);
  });

  it.each([
    [{ LINKS_PRESAVE_MODE: 'production' }, 'LINKS_PRESAVE_MODE'],
    [{ LINKS_PRESAVE_MODE: 'live' }, 'LINKS_PRESAVE_MODE=live'],
    [{ LINKS_SPOTIFY_CLIENT_ID: 'abcdefgh12345678' }, 'LINKS_SPOTIFY_CLIENT_ID and LINKS_SPOTIFY_CLIENT_SECRET'],
    [{ LINKS_DEEZER_SECRET: 'deezer-secret-1234' }, 'LINKS_DEEZER_APP_ID and LINKS_DEEZER_SECRET'],
    [{ LINKS_NOTIFY_PER_ADDRESS: 'many' }, 'LINKS_NOTIFY_PER_ADDRESS'],
    [{ LINKS_NOTIFY_PER_ADDRESS: '0' }, 'LINKS_NOTIFY_PER_ADDRESS'],
  ])('stops the boot naming the variable for %j', (env, name) => {
    expect(() => boot(env)).toThrow(ConfigError);
    expect(() => boot(env)).toThrow(name);
  });

  it('goes live with both Spotify keys', () => {
    const settings = boot({ LINKS_PRESAVE_MODE: 'live', LINKS_SPOTIFY_CLIENT_ID: 'client-id-123', LINKS_SPOTIFY_CLIENT_SECRET: 'client-secret-456' }).settings.get(LinksSettings) as LinksSettings;
    expect(settings.presaveMode).toBe('live');
    expect(settings.spotify).toEqual({ clientId: 'client-id-123', clientSecret: 'client-secret-456' });
  });

  it('goes live with Deezer keys alone', () => {
    const settings = boot({ LINKS_PRESAVE_MODE: 'live', LINKS_DEEZER_APP_ID: '123456', LINKS_DEEZER_SECRET: 'deezer-secret-1234' }).settings.get(LinksSettings) as LinksSettings;
    expect(settings.deezer).toEqual({ appId: '123456', secret: 'deezer-secret-1234' });
    expect(settings.spotify).toBeNull();
  });
});
