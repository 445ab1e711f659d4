import { bearerToken, generateToken, hashToken, looksLikeToken, TOKEN_BYTES } from './token-crypto';

describe('token crypto', () => {
  it('generates 32 random bytes as unpadded base64url (43 characters)', () => {
    const token = generateToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(TOKEN_BYTES);
    expect(TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('never repeats a token', () => {
    const tokens = new Set(Array.from({ length: 1000 }, generateToken));
    expect(tokens.size).toBe(1000);
  });

  it('hashes with SHA-256 to 64 lower-case hex characters', () => {
    // Known vector: sha256("abc").
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    const token = generateToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
  });

  it('recognises the token shape only', () => {
    expect(looksLikeToken(generateToken())).toBe(true);
    expect(looksLikeToken('short')).toBe(false);
    expect(looksLikeToken(`${generateToken()}x`)).toBe(false);
    expect(looksLikeToken('a'.repeat(42) + '=')).toBe(false);
    expect(looksLikeToken(undefined)).toBe(false);
    expect(looksLikeToken(42)).toBe(false);
  });

  it('reads the token of a Bearer header, case-insensitively, and nothing else', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('bearer   abc  ')).toBe('abc');
    expect(bearerToken(['Bearer first', 'Bearer second'])).toBe('first');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken('Bearer a b')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
