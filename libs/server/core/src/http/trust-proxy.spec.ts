import { fastifyTrustProxy } from './http-app';

type Trust = (address: string, hop: number) => boolean;

describe('fastifyTrustProxy (TRUST_PROXY as Fastify takes it)', () => {
  it('believes exactly the nearest hops when the connection comes from a loopback or private address', () => {
    const one = fastifyTrustProxy(1) as Trust;
    expect(typeof one).toBe('function');
    for (const proxy of ['127.0.0.1', '::ffff:127.0.0.1', '::1', '10.1.2.3', '172.20.0.9', '192.168.1.10', 'fd12::5', 'fe80::1']) expect(one(proxy, 0)).toBe(true);
    expect(one('203.0.113.9', 1)).toBe(false);
    const two = fastifyTrustProxy(2) as Trust;
    expect([two('10.0.0.5', 0), two('198.51.100.1', 1), two('198.51.100.2', 2)]).toEqual([true, true, false]);
  });

  it('believes no hop when a public address connects directly (its X-Forwarded-For could be forged)', () => {
    const one = fastifyTrustProxy(1) as Trust;
    for (const client of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1', '172.32.0.1', 'not-an-address']) expect(one(client, 0)).toBe(false);
  });

  it('believes no proxy for 0, and passes booleans and address lists through', () => {
    expect(fastifyTrustProxy(0)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(true)).toBe(true);
    expect(fastifyTrustProxy(['10.0.0.0/8', '127.0.0.1'])).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });
});
