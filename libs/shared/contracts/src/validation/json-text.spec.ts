import { parseJsonText, validateJsonObject } from './json-text';

describe('JSON text fields', () => {
  it('reads blank text as no value and parses the rest', () => {
    for (const blank of ['', ' ', '\t\n ']) expect(parseJsonText(blank)).toEqual({ ok: true, value: null });
    expect(parseJsonText('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonText([1])).toEqual({ ok: true, value: [1] });
    expect(parseJsonText('{a').ok).toBe(false);
  });

  it('takes an object or its text, blank as null, anything else as the message', () => {
    for (const blank of [undefined, null, '', '   ']) expect(validateJsonObject(blank, 'Bad.')).toEqual({ ok: true, value: null });
    expect(validateJsonObject(' {"a":1} ', 'Bad.')).toEqual({ ok: true, value: { a: 1 } });
    for (const bad of ['{a', '[1]', '12', 'null', '&amp;', ']]>', 12, [1], true]) expect(validateJsonObject(bad, 'Bad.')).toEqual({ ok: false, error: 'Bad.' });
  });
});
