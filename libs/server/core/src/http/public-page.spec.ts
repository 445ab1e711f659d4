import { isPublicPage } from './http-app';

describe('isPublicPage', () => {
  it.each(['/l', '/l/', '/l/night-drive', '/l/night-drive/go/spotify?c=ig', '/l?x=1'])('%s is a public page', (url) => {
    expect(isPublicPage(url)).toBe(true);
  });

  it.each(['/', '/api/health/live', '/links', '/lo', '/api/l/x', '/artist/links'])('%s is not', (url) => {
    expect(isPublicPage(url)).toBe(false);
  });
});
