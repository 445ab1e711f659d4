import type { FraudLevel } from '@soundpost/contracts';
import type { FraudScanSettings } from '../fraud.settings';

type Thresholds = FraudScanSettings['levelThresholds'];

export function levelOf(score: number, t: Thresholds): FraudLevel {
  if (score >= t.critical) return 'critical';
  if (score >= t.high) return 'high';
  if (score >= t.medium) return 'medium';
  return 'low';
}

export function scoreRangeOf(level: FraudLevel, t: Thresholds): { min: number | null; max: number | null } {
  switch (level) {
    case 'critical':
      return { min: t.critical, max: null };
    case 'high':
      return { min: t.high, max: t.critical };
    case 'medium':
      return { min: t.medium, max: t.high };
    default:
      return { min: null, max: t.medium };
  }
}
