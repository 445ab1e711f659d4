import { levelOf, scoreRangeOf } from './fraud-level';
import { EARLY_WARNING_CODES, FRAUD_RULE_CODES, FRAUD_RULES, FRAUD_SIGNAL_RULES, identifierSource, ruleWeights } from './fraud-rules';
import { FraudScanService } from '../scan/fraud-scan.service';
import { fraudSchema } from '../schema';

const settings = {
  autoBlock: true,
  scanCron: '0 * * * *',
  ruleWeights: {},
  levelThresholds: { medium: 25, high: 50, critical: 80 },
  ipIgnoreRanges: ['10.0.0.0/8'],
  signupIpAccounts: 3,
  signupIpWindowHours: 24,
  payoutChangeHours: 48,
  disposableDomains: ['mailinator.com'],
};

describe('fraud rules', () => {
  it('are nine, with unique codes shaped like R1_SHARED_PAYPAL, each one statement', () => {
    const codes = FRAUD_RULES.map((r) => r.code);
    expect(codes).toHaveLength(9);
    expect(new Set(codes).size).toBe(9);
    for (const rule of FRAUD_RULES) {
      expect(rule.code).toMatch(/^R\d+_[A-Z_]+$/);
      const sql = FraudScanService.statement(rule, identifierSource(true), false, rule.params(settings).length);
      // One INSERT … ON CONFLICT DO NOTHING: idempotent by (user, rule, entity).
      expect(sql.match(/INSERT INTO/g)).toHaveLength(1);
      expect(sql).toContain('ON CONFLICT (user_id, rule_code, entity_type, entity_id) DO NOTHING');
      // Its own parameters come first, then the code and the weight.
      const n = rule.params(settings).length;
      expect(sql).toContain(`$${n + 2}::int`);
      expect(sql).not.toContain(`$${n + 3}`);
    }
  });

  it('take weights from settings over their defaults, and refuse unknown codes', () => {
    expect(ruleWeights(settings)['R1_SHARED_PAYPAL']).toBe(40);
    expect(ruleWeights({ ...settings, ruleWeights: { R1_SHARED_PAYPAL: 70 } })['R1_SHARED_PAYPAL']).toBe(70);
    expect(() => ruleWeights({ ...settings, ruleWeights: { R99_NOPE: 1 } })).toThrow(/R99_NOPE/);
  });

  it('list the signals other domains raise beside the scan rules: no statement, their own codes and weights', () => {
    expect(FRAUD_SIGNAL_RULES.map((r) => r.code)).toEqual(['S1_STREAM_SPIKE']);
    expect(FRAUD_RULE_CODES).toEqual([...FRAUD_RULES.map((r) => r.code), 'S1_STREAM_SPIKE']);
    expect(FRAUD_SIGNAL_RULES.every((r) => !('candidates' in r))).toBe(true);
    expect(EARLY_WARNING_CODES).toEqual(['S1_STREAM_SPIKE']);
    expect(ruleWeights(settings)['S1_STREAM_SPIKE']).toBe(10);
    expect(ruleWeights({ ...settings, ruleWeights: { S1_STREAM_SPIKE: 0 } })['S1_STREAM_SPIKE']).toBe(0);
  });

  it('reads wallet payout identifiers only when wallet publishes them', () => {
    expect(identifierSource(false).all).not.toContain('wallet_payout_identifiers');
    expect(identifierSource(false).others).toEqual([]);
    expect(identifierSource(true).all).toContain('wallet_payout_identifiers');
    for (const code of ['R1_SHARED_PAYPAL', 'R7_SHARED_WITH_BLOCKED']) {
      const rule = FRAUD_RULES.find((r) => r.code === code)!;
      expect(rule.candidates(identifierSource(true))).toContain('wallet_payout_identifiers');
      expect(rule.candidates(identifierSource(false))).not.toContain('wallet_payout_identifiers');
    }
  });

  it('union the identifier read models without a dedup (every rule counts distinct users)', () => {
    // A plain UNION sorted every identifier before any rule could group them (issue 26).
    expect(identifierSource(true).all).toContain('UNION ALL');
    expect(identifierSource(true).all.replace(/UNION ALL/g, '')).not.toContain('UNION');
  });

  it('levels a score by the thresholds', () => {
    const t = settings.levelThresholds;
    expect([0, 24, 25, 49, 50, 79, 80, 500].map((s) => levelOf(s, t))).toEqual(['low', 'low', 'medium', 'medium', 'high', 'high', 'critical', 'critical']);
    expect(scoreRangeOf('high', t)).toEqual({ min: 50, max: 80 });
    expect(scoreRangeOf('low', t)).toEqual({ min: null, max: 25 });
  });

  it('declares its tables', () => {
    expect(fraudSchema.ownedTables).toEqual(['fraud_findings', 'fraud_blocks', 'fraud_scan_marks']);
  });
});
