import type { AppConfig } from '@soundpost/server-core/config';
import { LinkSecrets } from '../fans/link-secrets';
import { PRESAVE_STATE_TTL_SECONDS, PresaveStates } from './presave-state';

const secrets = (secret: string) => new LinkSecrets({ storage: { signingSecret: secret }, dataDir: '/tmp' } as AppConfig);

describe('PresaveStates', () => {
  const states = new PresaveStates(secrets('a'.repeat(40)));
  const state = { linkId: '6f1c2b9e-9a34-4d8e-8a57-0c2d6f9b1e11', storeId: 'spotify' };

  it('reads back what it issued, and each issue differs (nonce)', () => {
    const a = states.issue(state);
    expect(states.read(a)).toEqual(state);
    expect(states.issue(state)).not.toBe(a);
  });

  it('refuses a changed payload, a changed signature, another secret, junk and an expired state', () => {
    const issued = states.issue(state);
    const [payload, signature] = issued.split('.');
    const other = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: 'deezer' })).toString('base64url');
    expect(states.read(`${other}.${signature}`)).toBeNull();
    expect(states.read(`${payload}.${signature.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`)).toBeNull();
    expect(new PresaveStates(secrets('b'.repeat(40))).read(issued)).toBeNull();
    for (const junk of [undefined, 42, '', '.', 'a.b.c', `${payload}.`, 'x'.repeat(2000)]) expect(states.read(junk)).toBeNull();
    const now = Date.now();
    const old = states.issue(state, now - (PRESAVE_STATE_TTL_SECONDS + 1) * 1000);
    expect(states.read(old, now)).toBeNull();
  });
});

describe('LinkSecrets.seal', () => {
  it('opens what it sealed, and nothing sealed under another secret or altered', () => {
    const mine = secrets('a'.repeat(40));
    const sealed = mine.seal('presave-tokens', 'BQD-access-token');
    expect(sealed).not.toContain('BQD');
    expect(mine.open('presave-tokens', sealed)).toBe('BQD-access-token');
    expect(mine.seal('presave-tokens', 'BQD-access-token')).not.toBe(sealed);
    expect(mine.open('other-label', sealed)).toBeNull();
    expect(secrets('b'.repeat(40)).open('presave-tokens', sealed)).toBeNull();
    const parts = sealed.split('.');
    expect(mine.open('presave-tokens', [...parts.slice(0, 3), Buffer.from('forged').toString('base64url')].join('.'))).toBeNull();
    expect(mine.open('presave-tokens', 'plain-token')).toBeNull();
  });
});
