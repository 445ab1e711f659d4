import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const FRAUD_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type FraudLevel = (typeof FRAUD_LEVELS)[number];

/** MUI has no colour beyond `error`, so high and critical share it; the label tells them apart. */
export const FRAUD_LEVEL_COLORS: Readonly<Record<FraudLevel, StatusColor>> = {
  low: 'info',
  medium: 'warning',
  high: 'error',
  critical: 'error',
};

export const FRAUD_BLOCK_SOURCES = ['auto', 'manual'] as const;
export type FraudBlockSource = (typeof FRAUD_BLOCK_SOURCES)[number];

export function isFraudLevel(value: unknown): value is FraudLevel {
  return isOneOf(FRAUD_LEVELS, value);
}

export function compareFraudLevels(a: FraudLevel, b: FraudLevel): number {
  return FRAUD_LEVELS.indexOf(a) - FRAUD_LEVELS.indexOf(b);
}
