import { configProblems, settingsFrom } from '@soundpost/server-core/testing';
import { FraudSettings } from './fraud.settings';

const fraudSettings = (env: NodeJS.ProcessEnv) => settingsFrom(FraudSettings, env);


describe('FraudSettings', () => {
  it('has the documented defaults', () => {
    expect(fraudSettings({}).values()).toEqual({
      autoBlock: true,
      scanCron: '0 * * * *',
      ruleWeights: {},
      levelThresholds: { medium: 25, high: 50, critical: 80 },
      ipIgnoreRanges: ['127.0.0.0/8', '::1/128', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7', 'fe80::/10'],
      signupIpAccounts: 3,
      signupIpWindowHours: 24,
      payoutChangeHours: 48,
      disposableDomains: ['mailinator.com', 'guerrillamail.com', '10minutemail.com', 'temp-mail.org', 'yopmail.com', 'trashmail.com', 'sharklasers.com', 'getnada.com', 'dispostable.com', 'maildrop.cc'],
    });
  });

  it('reads and converts each variable', () => {
    const settings = fraudSettings({
      FRAUD_AUTO_BLOCK: 'off',
      FRAUD_SCAN_CRON: '*/15 * * * *',
      FRAUD_RULE_WEIGHTS: ' R1_SHARED_PAYPAL = 50, R9_DISPOSABLE_EMAIL=5 ',
      FRAUD_LEVEL_THRESHOLDS: 'medium=10, high=20, critical=30',
      FRAUD_IP_IGNORE_RANGES: '10.0.0.0/8, ,192.168.0.0/16',
      FRAUD_SIGNUP_IP_ACCOUNTS: '5',
      FRAUD_SIGNUP_IP_WINDOW_HOURS: '12',
      FRAUD_PAYOUT_CHANGE_HOURS: '72',
      FRAUD_DISPOSABLE_DOMAINS: 'Mailinator.COM,yopmail.com',
    });
    expect(settings.values()).toEqual({
      autoBlock: false,
      scanCron: '*/15 * * * *',
      ruleWeights: { R1_SHARED_PAYPAL: 50, R9_DISPOSABLE_EMAIL: 5 },
      levelThresholds: { medium: 10, high: 20, critical: 30 },
      ipIgnoreRanges: ['10.0.0.0/8', '192.168.0.0/16'],
      signupIpAccounts: 5,
      signupIpWindowHours: 12,
      payoutChangeHours: 72,
      disposableDomains: ['mailinator.com', 'yopmail.com'],
    });
  });

  it.each([
    ['FRAUD_SCAN_CRON', 'bad'],
    ['FRAUD_AUTO_BLOCK', 'maybe'],
    ['FRAUD_RULE_WEIGHTS', 'R1_SHARED_PAYPAL:50'],
    ['FRAUD_LEVEL_THRESHOLDS', 'medium=25,high=50'],
    ['FRAUD_SIGNUP_IP_ACCOUNTS', '1'],
    ['FRAUD_SIGNUP_IP_WINDOW_HOURS', 'a day'],
    ['FRAUD_PAYOUT_CHANGE_HOURS', '721'],
  ])('a bad %s=%s stops loadConfig naming the variable', (name, value) => {
    expect(configProblems({ [name]: value })).toContain(`${name}=${JSON.stringify(value)}`);
  });

  it('names the cron problem in its own words', () => {
    expect(configProblems({ FRAUD_SCAN_CRON: 'bad' })).toContain('FRAUD_SCAN_CRON must be a cron expression of 5 or 6 fields');
  });
});
