import { loadConfig } from '@soundpost/server-core/config';
import { configProblems } from '@soundpost/server-core/testing';
import { PayoutSettings } from './wallet.settings';

const payoutSettings = (env: NodeJS.ProcessEnv) => {
  const config = loadConfig(env);
  return { settings: config.settings.get(PayoutSettings) as PayoutSettings, bank: config.bankAccount };
};


describe('PayoutSettings', () => {
  it('uses the sandbox rails and debits the platform\'s bank account by default', () => {
    const { settings, bank } = payoutSettings({});
    expect([settings.PAYOUTS_PAYPAL_ENABLED, settings.PAYOUTS_STRIPE_CONNECT_ENABLED]).toEqual([false, false]);
    expect(settings.sepaDebtor(bank)).toEqual({ name: 'Soundpost Demo Ltd', iban: 'PT50 0002 0123 1234 5678 9015 4', bic: 'DEMOPTPL' });
  });

  it('reads each variable; each SEPA_DEBTOR_* part falls back to its BANK_* one', () => {
    const { settings, bank } = payoutSettings({
      PAYOUTS_PAYPAL_ENABLED: 'true',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYOUTS_STRIPE_CONNECT_ENABLED: '1',
      STRIPE_SECRET_KEY: 'sk_test_1',
      SEPA_DEBTOR_NAME: 'Payouts Ltd',
      SEPA_DEBTOR_BIC: '',
      BANK_SWIFT: 'BANKPTPL',
    });
    expect([settings.PAYOUTS_PAYPAL_ENABLED, settings.PAYOUTS_STRIPE_CONNECT_ENABLED]).toEqual([true, true]);
    expect(settings.sepaDebtor(bank)).toEqual({ name: 'Payouts Ltd', iban: 'PT50 0002 0123 1234 5678 9015 4', bic: 'BANKPTPL' });
  });

  it('a bad PAYOUTS_* value stops loadConfig naming the variable', () => {
    expect(configProblems({ PAYOUTS_PAYPAL_ENABLED: 'maybe' })).toContain('PAYOUTS_PAYPAL_ENABLED="maybe"');
    expect(configProblems({ PAYOUTS_STRIPE_CONNECT_ENABLED: 'sometimes' })).toContain('PAYOUTS_STRIPE_CONNECT_ENABLED="sometimes"');
  });

  it('a real rail needs the provider\'s keys (core\'s variables)', () => {
    expect(configProblems({ PAYOUTS_PAYPAL_ENABLED: 'true' })).toContain('PAYOUTS_PAYPAL_ENABLED: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET');
    expect(configProblems({ PAYOUTS_STRIPE_CONNECT_ENABLED: 'true' })).toContain('PAYOUTS_STRIPE_CONNECT_ENABLED: needs STRIPE_SECRET_KEY');
    // Half the PayPal credentials: core names the pair, the wallet its own setting.
    const both = configProblems({ PAYOUTS_PAYPAL_ENABLED: 'true', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(both).toContain('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither');
    expect(both).toContain('PAYOUTS_PAYPAL_ENABLED: needs PAYPAL_CLIENT_ID');
  });
});
