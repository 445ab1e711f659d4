import { createHash } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_SEND_LIMITS, CODE_TTL_SECONDS, generateCode, hashCode } from './one-time-codes.service';

describe('one-time codes', () => {
  it('are 6 digits, zero-padded, spread over the whole range', () => {
    const codes = Array.from({ length: 3000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    // With 3000 draws, about 300 start with 0 and nearly all are distinct.
    expect(codes.filter((c) => c.startsWith('0')).length).toBeGreaterThan(150);
    expect(new Set(codes).size).toBeGreaterThan(2980);
  });

  it('are stored as SHA-256 over account, purpose and code: a code of one purpose or account never matches another', () => {
    const hash = hashCode('user-1', 'artist_login', '012345');
    expect(hash).toBe(createHash('sha256').update('user-1:artist_login:012345').digest('hex'));
    expect(hashCode('user-1', 'admin_login', '012345')).not.toBe(hash);
    expect(hashCode('user-2', 'artist_login', '012345')).not.toBe(hash);
  });

  it('follow the rules of the issue: 10 minutes, 5 tries, 1 per 30 s and 5 per hour', () => {
    expect(CODE_TTL_SECONDS).toBe(600);
    expect(CODE_MAX_ATTEMPTS).toBe(5);
    expect(CODE_SEND_LIMITS.map((l) => [l.points, l.durationSeconds])).toEqual([
      [1, 30],
      [5, 3600],
    ]);
  });
});
