import { validatePayoutAmountCents, validatePayoutAmountInput, validatePayoutDestination } from './payout-request';

describe('validatePayoutAmountCents', () => {
  it('accepts the minimum and the whole balance', () => {
    expect(validatePayoutAmountCents(2500, 10_000)).toStrictEqual({ ok: true, value: 2500 });
    expect(validatePayoutAmountCents(10_000, 10_000)).toStrictEqual({ ok: true, value: 10_000 });
  });

  it.each([0, -1, 12.5, Number.NaN, '2500', null])('rejects %p as not a positive amount', (amount) => {
    expect(validatePayoutAmountCents(amount, 10_000)).toStrictEqual({
      ok: false,
      error: 'Enter a valid positive amount.',
    });
  });

  it('rejects 2499 cents as below the minimum', () => {
    expect(validatePayoutAmountCents(2499, 10_000)).toStrictEqual({ ok: false, error: 'Minimum payout is EUR 25.00' });
  });

  it('rejects one cent above the balance', () => {
    expect(validatePayoutAmountCents(10_001, 10_000)).toStrictEqual({
      ok: false,
      error: 'Amount exceeds your available balance.',
    });
  });

  it('reports the minimum before the balance', () => {
    expect(validatePayoutAmountCents(100, 0)).toStrictEqual({ ok: false, error: 'Minimum payout is EUR 25.00' });
  });
});

describe('validatePayoutAmountInput', () => {
  it('parses comma decimals to cents', () => {
    expect(validatePayoutAmountInput('25,50', 5000)).toStrictEqual({ ok: true, value: 2550 });
    expect(validatePayoutAmountInput('25', 5000)).toStrictEqual({ ok: true, value: 2500 });
  });

  it.each(['', 'abc', '-30', '0', '0,00', '25,505'])('rejects %p', (input) => {
    expect(validatePayoutAmountInput(input, 5000)).toStrictEqual({ ok: false, error: 'Enter a valid positive amount.' });
  });

  it('applies the minimum and balance rules', () => {
    expect(validatePayoutAmountInput('24,99', 5000)).toStrictEqual({ ok: false, error: 'Minimum payout is EUR 25.00' });
    expect(validatePayoutAmountInput('50.01', 5000)).toStrictEqual({
      ok: false,
      error: 'Amount exceeds your available balance.',
    });
  });
});

describe('validatePayoutDestination', () => {
  it('needs no destination for manual and stripe_connect', () => {
    expect(validatePayoutDestination('manual', undefined)).toStrictEqual({ ok: true, value: null });
    expect(validatePayoutDestination('stripe_connect', 'leftover@example.com')).toStrictEqual({ ok: true, value: null });
  });

  it('needs an e-mail for paypal', () => {
    expect(validatePayoutDestination('paypal', ' Me@Example.com ')).toStrictEqual({ ok: true, value: 'me@example.com' });
    expect(validatePayoutDestination('paypal', 'me@')).toStrictEqual({ ok: false, error: 'Enter a valid PayPal email.' });
    expect(validatePayoutDestination('paypal', undefined)).toStrictEqual({
      ok: false,
      error: 'Enter a valid PayPal email.',
    });
  });

  it('needs an IBAN of 8 to 34 letters or digits for bank', () => {
    expect(validatePayoutDestination('bank', 'de89 3704')).toStrictEqual({ ok: true, value: 'DE893704' });
    expect(validatePayoutDestination('bank', 'A'.repeat(34))).toStrictEqual({ ok: true, value: 'A'.repeat(34) });
    const error = { ok: false, error: 'Enter a valid IBAN.' };
    expect(validatePayoutDestination('bank', 'DE89370')).toStrictEqual(error);
    expect(validatePayoutDestination('bank', 'A'.repeat(35))).toStrictEqual(error);
    expect(validatePayoutDestination('bank', 'DE89-3704-0044')).toStrictEqual(error);
    expect(validatePayoutDestination('bank', null)).toStrictEqual(error);
  });
});
