import { validateAdjustAmountCents, validateAdjustMeta } from './wallet-adjust';

describe('wallet adjust rules', () => {
  it('takes positive whole cents only', () => {
    expect(validateAdjustAmountCents(1)).toEqual({ ok: true, value: 1 });
    for (const bad of [0, -5, 1.5, '100', null, Number.MAX_SAFE_INTEGER + 1]) expect(validateAdjustAmountCents(bad)).toEqual({ ok: false, error: 'Enter a valid positive amount.' });
  });

  it('takes an empty meta, an object or the JSON text of one', () => {
    expect(validateAdjustMeta(undefined)).toEqual({ ok: true, value: null });
    expect(validateAdjustMeta('  ')).toEqual({ ok: true, value: null });
    expect(validateAdjustMeta({ ticket: 12 })).toEqual({ ok: true, value: { ticket: 12 } });
    expect(validateAdjustMeta('{"ticket":12}')).toEqual({ ok: true, value: { ticket: 12 } });
    for (const bad of ['{ticket', '[1]', '12', 12, [1], 'null']) expect(validateAdjustMeta(bad)).toEqual({ ok: false, error: 'Meta must be valid JSON.' });
  });
});
