import { base32, checkReplyAddress, isReplyAddress, replyAddress, replyTokenKey } from './reply-token';

describe('ticket reply addresses (signed tokens)', () => {
  const key = replyTokenKey('dev-inbound-secret');
  const now = new Date('2026-06-01T10:00:00Z');
  const in180Days = new Date(now.getTime() + 180 * 86_400_000);

  it('signs the ticket number and expiry into a local part of at most 64 characters', () => {
    const address = replyAddress(key, 'Soundpost.local', 123456789, in180Days);
    expect(address).toMatch(/^reply\+123456789\.[0-9a-z]+\.[a-z2-7]{26}@soundpost\.local$/);
    expect(address.split('@')[0].length).toBeLessThanOrEqual(64);
    expect(checkReplyAddress(key, address, now)).toEqual({ ok: true, ticketNumber: 123456789, expiresAt: new Date(Math.floor(in180Days.getTime() / 1000) * 1000) });
  });

  it('accepts the address in any letter case (mail systems may change it)', () => {
    const address = replyAddress(key, 'soundpost.local', 17, in180Days).toUpperCase();
    expect(isReplyAddress(address, 'soundpost.local')).toBe(true);
    expect(checkReplyAddress(key, address, now)).toMatchObject({ ok: true, ticketNumber: 17 });
  });

  it('refuses another ticket number, another expiry, another key or a mangled signature as forged', () => {
    const address = replyAddress(key, 'soundpost.local', 17, in180Days);
    const [local, domain] = address.split('@');
    const [, number, expiry, mac] = /^reply\+(\d+)\.([0-9a-z]+)\.([a-z2-7]+)$/.exec(local)!;
    const forged = [
      `reply+18.${expiry}.${mac}@${domain}`,
      `reply+${number}.${(parseInt(expiry, 36) + 1).toString(36)}.${mac}@${domain}`,
      `reply+${number}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('a') ? 'b' : 'a'}@${domain}`,
      `reply+${number}.${expiry}@${domain}`,
      'reply+nothing@soundpost.local',
    ];
    for (const f of forged) expect(checkReplyAddress(key, f, now)).toEqual({ ok: false, reason: 'forged' });
    expect(checkReplyAddress(replyTokenKey('another-secret-entirely'), address, now)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuses a well-signed address once its expiry has passed', () => {
    const address = replyAddress(key, 'soundpost.local', 17, new Date(now.getTime() - 1000));
    expect(checkReplyAddress(key, address, now)).toEqual({ ok: false, reason: 'expired' });
  });

  it('tells reply addresses of the domain from other addresses', () => {
    expect(isReplyAddress('reply+1.a.b@soundpost.local', 'soundpost.local')).toBe(true);
    expect(isReplyAddress('reply+1.a.b@elsewhere.test', 'soundpost.local')).toBe(false);
    expect(isReplyAddress('support@soundpost.local', 'soundpost.local')).toBe(false);
  });

  it('writes RFC 4648 base 32', () => {
    expect(base32(Buffer.from('foobar'))).toBe('mzxw6ytboi');
    expect(base32(Buffer.from('f'))).toBe('my');
  });
});
