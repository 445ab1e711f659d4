import { loadConfig } from '@soundpost/server-core/config';
import { BillingSettings } from './billing.settings';

const billingSettings = (env: NodeJS.ProcessEnv) => loadConfig(env).settings.get(BillingSettings) as BillingSettings;

describe('BillingSettings', () => {
  it('has no webhook secrets by default (the providers\' webhooks are refused)', () => {
    expect(billingSettings({})).toMatchObject({ STRIPE_WEBHOOK_SECRET: undefined, PAYPAL_WEBHOOK_ID: undefined });
    expect(billingSettings({ STRIPE_WEBHOOK_SECRET: '', PAYPAL_WEBHOOK_ID: '' })).toMatchObject({ STRIPE_WEBHOOK_SECRET: undefined, PAYPAL_WEBHOOK_ID: undefined });
  });

  it('reads the webhook secrets', () => {
    expect(billingSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_1', PAYPAL_WEBHOOK_ID: 'WH-1' })).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_1', PAYPAL_WEBHOOK_ID: 'WH-1' });
  });

  it('is validated by loadConfig with core\'s settings, which keep the providers\' keys', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_test_1', apiBaseUrl: undefined });
    expect(config.settings.get(BillingSettings)).toMatchObject({ STRIPE_WEBHOOK_SECRET: 'whsec_1' });
  });
});
