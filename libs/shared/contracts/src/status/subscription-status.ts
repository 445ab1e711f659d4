import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec silent: only `active` grants the plan; expired is a renewal prompt, canceled a deliberate end. */
export const SUBSCRIPTION_STATUS_COLORS: Readonly<Record<SubscriptionStatus, StatusColor>> = {
  active: 'success',
  inactive: 'default',
  canceled: 'error',
  expired: 'warning',
};

export function isSubscriptionStatus(value: unknown): value is SubscriptionStatus {
  return isOneOf(SUBSCRIPTION_STATUSES, value);
}
