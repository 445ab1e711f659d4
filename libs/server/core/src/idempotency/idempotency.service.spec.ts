import { canonicalJson, idempotencyRequestHash } from './idempotency.service';

describe('idempotency request hash', () => {
  it('ignores key order at every level but not array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(idempotencyRequestHash('post', '/api/x', { a: 1, b: { c: 2, d: 3 } })).toBe(idempotencyRequestHash('POST', '/api/x', { b: { d: 3, c: 2 }, a: 1 }));
    expect(idempotencyRequestHash('POST', '/api/x', { a: [1, 2] })).not.toBe(idempotencyRequestHash('POST', '/api/x', { a: [2, 1] }));
  });

  it('tells apart methods, paths and bodies', () => {
    const base = idempotencyRequestHash('POST', '/api/releases/1/submit', {});
    expect(idempotencyRequestHash('POST', '/api/releases/2/submit', {})).not.toBe(base);
    expect(idempotencyRequestHash('PUT', '/api/releases/1/submit', {})).not.toBe(base);
    expect(idempotencyRequestHash('POST', '/api/releases/1/submit', { force_new: true })).not.toBe(base);
    expect(idempotencyRequestHash('POST', '/api/releases/1/submit', undefined)).toBe(idempotencyRequestHash('POST', '/api/releases/1/submit', null));
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });
});
