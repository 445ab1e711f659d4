import { attachmentName, downloadArtistFile } from './download';

describe('artist file downloads', () => {
  it('reads the attachment name the server gives, and nothing that could name a path', () => {
    expect(attachmentName('attachment; filename="links-nova-2026-11-01-2026-11-28-day.csv"')).toBe('links-nova-2026-11-01-2026-11-28-day.csv');
    expect(attachmentName('attachment; filename="../etc/passwd"')).toBeNull();
    expect(attachmentName('inline')).toBeNull();
    expect(attachmentName(null)).toBeNull();
  });

  it('fetches with the artist token and saves under the server name, else the given one', async () => {
    localStorage.setItem('artist_token', 'art-1');
    const headers: Record<string, string>[] = [];
    const answers = [
      new Response('a,b', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="nova-qr.svg"' } }),
      new Response('a,b', { status: 200 }),
    ];
    globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      headers.push(init?.headers as Record<string, string>);
      return answers.shift() as Response;
    }) as typeof fetch;
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:x'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await downloadArtistFile('/artist/releases/r1/link/qr.svg', 'fallback.svg');
    await downloadArtistFile('/artist/releases/r1/link/qr.svg', 'fallback.svg');
    expect(click.mock.contexts.map((a) => (a as HTMLAnchorElement).download)).toEqual(['nova-qr.svg', 'fallback.svg']);
    expect(headers[0]['Authorization']).toBe('Bearer art-1');
    click.mockRestore();
  });
});
