import { DomainError } from './domain-error';
import { assertSafeInput, findInputProblem, INPUT_MESSAGES, isStorableText, MAX_INPUT_DEPTH } from './input-guard';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

describe('input guard', () => {
  it('tells text Postgres stores from NUL and lone surrogates', () => {
    expect(isStorableText('Beyoncé 🎵 \t\n')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('x\uD800')).toBe(false);
    expect(isStorableText('\uDC00x')).toBe(false);
    expect(isStorableText('\uD83C\uDFB5')).toBe(true);
  });

  it('refuses every character XML 1.0 does not allow (store messages carry this text)', () => {
    for (const c of ['\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001F', '\uFFFE', '\uFFFF']) expect(isStorableText(`Track ${c} one`)).toBe(false);
    for (const c of ['\t', '\n', '\r', '\u007F', '\u0085', '\uFFFD', '&e;', ']]>']) expect(isStorableText(`Track ${c} one`)).toBe(true);
  });

  it('names the field holding bad text, in values and in keys, at any depth', () => {
    expect(findInputProblem({ email: 'a\u0000b' })).toEqual({ kind: 'text', path: 'email' });
    expect(findInputProblem({ contributors: [{ name: 'ok' }, { name: '\uD800' }] })).toEqual({ kind: 'text', path: 'contributors.1.name' });
    expect(findInputProblem({ 'k\u0000': 1 })).toEqual({ kind: 'text', path: 'k\u0000' });
    expect(findInputProblem({ a: 1, b: [true, null, 'fine'] })).toBeNull();
  });

  it('refuses nesting deeper than the limit without walking it all', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toEqual({ kind: 'depth' });
    // Far deeper than the stack could recurse: still answered, not a RangeError.
    expect(findInputProblem(nested(200_000))).toEqual({ kind: 'depth' });
  });

  it('throws a 422 naming the field for bad text and a 400 for depth', () => {
    const error = (parts: Parameters<typeof assertSafeInput>[0]) => {
      try {
        assertSafeInput(parts);
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('expected an error');
    };
    expect(error({ body: { email: 'a\u0000b' } })).toMatchObject({ status: 422, code: 'validation_failed', errors: { email: [INPUT_MESSAGES.invalidCharacters] } });
    expect(error({ query: { q: '\u0000' } })).toMatchObject({ status: 422, errors: { q: [INPUT_MESSAGES.invalidCharacters] } });
    expect(error({ body: nested(100) })).toMatchObject({ status: 400, code: 'body_too_deep' });
    expect(() => assertSafeInput({ body: { a: 'b' }, query: { page: '1' }, params: { id: 'x' } })).not.toThrow();
  });
});
