import { requestSiteUrl } from './site-url';

describe('requestSiteUrl', () => {
  const dev = { publicUrl: 'http://localhost:3000', publicUrlConfigured: false };

  it('uses the address the request came to when PUBLIC_URL is not set', () => {
    expect(requestSiteUrl({ protocol: 'http', host: '127.0.0.1:3000' }, dev)).toBe('http://127.0.0.1:3000');
    expect(requestSiteUrl({ protocol: 'https', host: 'Studio.Example' }, dev)).toBe('https://studio.example');
    expect(requestSiteUrl({ protocol: 'http', host: '[::1]:3000' }, dev)).toBe('http://[::1]:3000');
  });

  it('always uses PUBLIC_URL when it is set', () => {
    expect(requestSiteUrl({ protocol: 'http', host: '127.0.0.1:3000' }, { publicUrl: 'https://soundpost.example', publicUrlConfigured: true })).toBe('https://soundpost.example');
  });

  it.each([undefined, '', 'evil.example/path', 'user@evil.example', 'a b', 'evil.example:99999999'])('falls back to PUBLIC_URL for the host %p', (host) => {
    expect(requestSiteUrl({ protocol: 'http', host }, dev)).toBe('http://localhost:3000');
  });

  it('falls back for a protocol other than http or https', () => {
    expect(requestSiteUrl({ protocol: 'javascript', host: 'a.example' }, dev)).toBe('http://localhost:3000');
  });
});
