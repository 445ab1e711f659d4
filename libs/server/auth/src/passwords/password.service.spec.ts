import argon2 from 'argon2';
import { PasswordService } from './password.service';

describe('PasswordService', () => {
  const passwords = new PasswordService();

  it('hashes with argon2id at m=19456 KiB, t=2, p=1, salted', async () => {
    const hash = await passwords.hash('correct-horse');
    // PHC string: $argon2id$v=19$<params>$<salt>$<hash>; argon2 writes the params as m,p,t.
    const [, type, version, params, salt] = hash.split('$');
    expect([type, version]).toEqual(['argon2id', 'v=19']);
    expect(params.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect(salt.length).toBeGreaterThanOrEqual(22);
    await expect(passwords.hash('correct-horse')).resolves.not.toBe(hash);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await passwords.hash('correct-horse');
    await expect(passwords.verify(hash, 'correct-horse')).resolves.toBe(true);
    await expect(passwords.verify(hash, 'Correct-horse')).resolves.toBe(false);
    await expect(passwords.verify(hash, '')).resolves.toBe(false);
  });

  it('answers false for a malformed stored hash instead of throwing', async () => {
    await expect(passwords.verify('not-a-hash', 'whatever')).resolves.toBe(false);
  });

  it('spends a real verification when there is no hash, so a missing account is not faster', async () => {
    const hash = await passwords.hash('correct-horse');
    await expect(passwords.verify(null, 'warm-up')).resolves.toBe(false); // builds the dummy hash once
    const time = async (fn: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await fn();
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const wrong = Math.min(await time(() => passwords.verify(hash, 'wrong')), await time(() => passwords.verify(hash, 'wrong')));
    const missing = Math.min(await time(() => passwords.verify(null, 'wrong')), await time(() => passwords.verify(undefined, 'wrong')));
    // Both are one argon2 verification; a skipped verification would be well under a millisecond.
    expect(missing).toBeGreaterThan(wrong * 0.3);
  });

  it('flags hashes made with weaker parameters for rehashing', async () => {
    const weak = await argon2.hash('pw', { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(passwords.needsRehash(weak)).toBe(true);
    expect(passwords.needsRehash(await passwords.hash('pw'))).toBe(false);
  });
});
