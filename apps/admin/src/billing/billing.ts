import { DEFAULT_CURRENCY, formatCentsPlain, formatMoney, parseMoneyInput, PLAN_DEFAULTS, UNLIMITED } from '@soundpost/contracts';
import type { RaRecord } from 'react-admin';

export const PLAN_SORTS = [
  { id: 'newest', name: 'Newest', order: 'DESC' },
  { id: 'oldest', name: 'Oldest', order: 'ASC' },
  { id: 'price_asc', name: 'Price ascending', order: 'ASC' },
  { id: 'price_desc', name: 'Price descending', order: 'DESC' },
] as const;

export const BILLING_CYCLE_CHOICES = [
  { id: 'monthly', name: 'Monthly' },
  { id: 'yearly', name: 'Yearly' },
];
export const SUPPORT_LEVEL_CHOICES = ['Email', 'Priority', 'Dedicated'].map((id) => ({ id, name: id }));
export const SUBSCRIPTION_STATUS_CHOICES = ['active', 'inactive', 'canceled', 'expired'].map((id) => ({ id, name: id }));
export const TRANSACTION_STATUS_CHOICES = ['paid', 'pending', 'failed', 'refunded', 'void'].map((id) => ({ id, name: id }));
export const GATEWAY_CHOICES = ['stripe', 'paypal', 'manual', 'free'].map((id) => ({ id, name: id }));

export const formatCents = (amount: unknown, currency: unknown): string => {
  const cents = Number(amount);
  if (amount === null || amount === undefined || !Number.isSafeInteger(cents)) return '—';
  return formatMoney(cents, typeof currency === 'string' && currency.trim() ? currency : DEFAULT_CURRENCY);
};

const pad = (n: number) => String(n).padStart(2, '0');

export const toDateTimeText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(value as string);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())}`;
};

export const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const DATE_TIME_MESSAGE = 'Use YYYY-MM-DD HH:mm:ss or leave empty.';

export interface PlanFormValues {
  name: string;
  price: string;
  currency: string;
  billing_cycle: string;
  max_artists: string;
  user_limit: string;
  release_limit: string;
  /** Collaborators per release besides the primary artist; -1 unlimited. */
  max_extra_artists: string;
  /** Stores per release; empty means every store. */
  store_limit: string;
  support_level: string;
  features: string;
}

export const planPriceCents = (plan: RaRecord): number => {
  const cents = Number(plan['price_cents']);
  if (Number.isSafeInteger(cents)) return cents;
  return parseMoneyInput(String(plan['price'] ?? '0')) ?? 0;
};

export const planFormValues = (plan?: RaRecord): PlanFormValues => {
  if (!plan) {
    return {
      name: '',
      price: formatCentsPlain(PLAN_DEFAULTS.priceCents),
      currency: PLAN_DEFAULTS.currency,
      billing_cycle: PLAN_DEFAULTS.billingCycle,
      max_artists: String(PLAN_DEFAULTS.maxArtists),
      user_limit: String(PLAN_DEFAULTS.userLimit),
      release_limit: String(PLAN_DEFAULTS.releaseLimit),
      // The server's default for a new plan when none is sent.
      max_extra_artists: String(UNLIMITED),
      store_limit: '',
      support_level: PLAN_DEFAULTS.supportLevel,
      features: JSON.stringify(PLAN_DEFAULTS.features),
    };
  }
  const text = (value: unknown, fallback: string) => (value === null || value === undefined ? fallback : String(value));
  return {
    name: text(plan['name'], ''),
    price: formatCentsPlain(planPriceCents(plan)),
    currency: text(plan['currency'], PLAN_DEFAULTS.currency),
    billing_cycle: text(plan['billing_cycle'], PLAN_DEFAULTS.billingCycle),
    max_artists: text(plan['max_artists'], '1'),
    user_limit: text(plan['user_limit'], '1'),
    release_limit: text(plan['release_limit'], '-1'),
    max_extra_artists: text(plan['max_extra_artists'], String(UNLIMITED)),
    store_limit: text(plan['store_limit'], ''),
    support_level: text(plan['support_level'], PLAN_DEFAULTS.supportLevel),
    features: plan['features'] && typeof plan['features'] === 'object' ? JSON.stringify(plan['features']) : '',
  };
};

const isInt = (v: string) => /^-?\d+$/.test(v.trim());

export const validatePlanForm = (values: PlanFormValues): Partial<Record<keyof PlanFormValues, string>> => {
  const errors: Partial<Record<keyof PlanFormValues, string>> = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!/^\d+(\.\d{1,2})?$/.test(values.price.trim())) errors.price = 'Price must be a number of at least 0 with at most 2 decimals.';
  if (!isInt(values.max_artists) || Number(values.max_artists) < 1) errors.max_artists = 'Max artists must be at least 1.';
  if (!isInt(values.user_limit) || Number(values.user_limit) < 1) errors.user_limit = 'User limit must be at least 1.';
  if (!isInt(values.release_limit) || Number(values.release_limit) < -1)
    errors.release_limit = 'Release limit must be -1 (unlimited) or 0 or more.';
  if (!isInt(values.max_extra_artists) || Number(values.max_extra_artists) < -1)
    errors.max_extra_artists = 'Collaborators per release must be -1 (unlimited) or 0 or more.';
  if (values.store_limit.trim() && (!isInt(values.store_limit) || Number(values.store_limit) < 1))
    errors.store_limit = 'Stores per release must be empty (every store) or at least 1.';
  if (values.features.trim()) {
    try {
      const parsed: unknown = JSON.parse(values.features);
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    } catch {
      errors.features = 'Features must be valid JSON (an object).';
    }
  }
  return errors;
};

export const planPayload = (values: PlanFormValues) => ({
  name: values.name.trim(),
  price: Number(values.price),
  currency: values.currency.trim() || PLAN_DEFAULTS.currency,
  billing_cycle: values.billing_cycle,
  max_artists: Number(values.max_artists),
  user_limit: Number(values.user_limit),
  release_limit: Number(values.release_limit),
  max_extra_artists: Number(values.max_extra_artists),
  store_limit: values.store_limit.trim() ? Number(values.store_limit) : null,
  support_level: values.support_level,
  features: values.features.trim() ? (JSON.parse(values.features) as Record<string, unknown>) : {},
});
