import { buildStorageKey, canonicalContentType, contentTypeOfKey, isPublicKey, isValidPrefix, isValidStorageKey } from './storage-key';

describe('storage keys', () => {
  it('builds <visibility>/<prefix>/<yyyy>/<mm>/<uuid><ext> from the content type', () => {
    const key = buildStorageKey('private', 'kyc-documents', 'image/JPEG', new Date(Date.UTC(2026, 2, 9)));
    expect(key).toMatch(/^private\/kyc-documents\/2026\/03\/[0-9a-f-]{36}\.jpg$/);
    expect(isValidStorageKey(key)).toBe(true);
    expect(isPublicKey(key)).toBe(false);
    expect(buildStorageKey('public', 'releases/artwork', 'audio/x-wav')).toMatch(/^public\/releases\/artwork\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.wav$/);
  });

  it('rejects anything it did not build', () => {
    const good = 'private/kyc/2026/03/0b6f4a3e-8f7e-4c1e-9d2a-1f2e3d4c5b6a.pdf';
    expect(isValidStorageKey(good)).toBe(true);
    for (const bad of [
      '',
      '../etc/passwd',
      good.replace('private', 'secret'),
      good.replace('kyc', '..'),
      good.replace('kyc', '.tmp'),
      good.replace('kyc', 'KYC'),
      good.replace('/kyc/', '/kyc//'),
      good.replace('.pdf', '.PDF'),
      good.replace('.pdf', ''),
      `${good}/x`,
      `/${good}`,
      good.replace(/\//g, '\\'),
      good.replace('kyc', 'kyc%2f..'),
      42,
      null,
    ]) {
      expect(isValidStorageKey(bad)).toBe(false);
    }
    expect(isValidPrefix('artwork')).toBe(true);
    expect(isValidPrefix('a/b')).toBe(true);
    for (const bad of ['', '/a', 'a/', 'a/../b', '.a', 'A', 'a b']) expect(isValidPrefix(bad)).toBe(false);
  });

  it('serves only allowlisted types, anything else as an opaque binary', () => {
    expect(canonicalContentType('audio/x-flac')).toBe('audio/flac');
    expect(canonicalContentType('image/svg+xml')).toBe('application/octet-stream');
    expect(canonicalContentType('text/html; charset=utf-8')).toBe('application/octet-stream');
    expect(canonicalContentType(undefined)).toBe('application/octet-stream');
    expect(contentTypeOfKey('public/a/2026/01/0b6f4a3e-8f7e-4c1e-9d2a-1f2e3d4c5b6a.png')).toBe('image/png');
    expect(contentTypeOfKey('public/a/2026/01/0b6f4a3e-8f7e-4c1e-9d2a-1f2e3d4c5b6a.bin')).toBe('application/octet-stream');
  });
});
