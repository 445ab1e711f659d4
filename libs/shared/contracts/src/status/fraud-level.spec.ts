import { compareFraudLevels, FRAUD_BLOCK_SOURCES, FRAUD_LEVEL_COLORS, FRAUD_LEVELS, isFraudLevel } from './fraud-level';

describe('fraud level', () => {
  it('lists the spec values in severity order', () => {
    expect(FRAUD_LEVELS).toStrictEqual(['low', 'medium', 'high', 'critical']);
    expect(FRAUD_BLOCK_SOURCES).toStrictEqual(['auto', 'manual']);
    expect(FRAUD_LEVEL_COLORS).toStrictEqual({ low: 'info', medium: 'warning', high: 'error', critical: 'error' });
  });

  it('compares severity', () => {
    expect(compareFraudLevels('low', 'critical')).toBeLessThan(0);
    expect(compareFraudLevels('critical', 'high')).toBeGreaterThan(0);
    expect(compareFraudLevels('medium', 'medium')).toBe(0);
    const sorted = (['critical', 'low', 'high', 'medium'] as const).slice().sort(compareFraudLevels);
    expect(sorted).toStrictEqual(['low', 'medium', 'high', 'critical']);
  });

  it('guards values', () => {
    expect(isFraudLevel('critical')).toBe(true);
    expect(isFraudLevel('severe')).toBe(false);
  });
});
