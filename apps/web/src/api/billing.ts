import {
  findDisplayedPlan,
  type ArtistTransactionPage,
  type BillingStatusResponse,
  type CardCheckoutResponse,
  type CheckoutActivatedResponse,
  type CheckoutQuoteResponse,
  type CheckoutRequest,
  type ManualCheckoutActivatedResponse,
  type ManualCheckoutResponse,
  type PayPalCheckoutResponse,
  type PlanKey,
  type PlanListResponse,
  type PlanRef,
  type PublicPlanResponse,
} from '@soundpost/contracts';
import { API_BASE } from '../constants';
import { apiRequest, ApiRequestError, bearerToken, languageHeader } from './client';

export type CheckoutAnswer = Partial<
  Exclude<CardCheckoutResponse, CheckoutActivatedResponse> & Exclude<PayPalCheckoutResponse, CheckoutActivatedResponse> & CheckoutActivatedResponse
>;

export type ManualAnswer = Partial<ManualCheckoutResponse & ManualCheckoutActivatedResponse>;

export type CheckoutGateway = 'stripe' | 'paypal' | 'manual';

export function planCents(plan: PublicPlanResponse): number {
  return typeof plan.price_cents === 'number' ? plan.price_cents : Math.round(Number(plan.price) * 100);
}

export function planRef(plan: PublicPlanResponse | null | undefined): PlanRef | null {
  return plan ? { id: plan.id, priceCents: planCents(plan) } : null;
}

export function serverPlanFor(plans: readonly PublicPlanResponse[], key: PlanKey): PublicPlanResponse | null {
  return plans.find((plan) => findDisplayedPlan(plan.name)?.key === key) ?? null;
}

/** Answers `{ plans }` (or a bare array). */
export async function fetchPlans(signal?: AbortSignal): Promise<PublicPlanResponse[]> {
  const body = await apiRequest<Partial<PlanListResponse> | PublicPlanResponse[]>('/billing/plans', { signal });
  const list = Array.isArray(body) ? body : body?.plans;
  return Array.isArray(list) ? list : [];
}

/** A failure is tolerated as no plan. */
export async function fetchBillingStatus(signal?: AbortSignal): Promise<BillingStatusResponse> {
  try {
    const body = await apiRequest<Partial<BillingStatusResponse>>('/billing/status', { signal, auth: 'artist' });
    return { subscription: body?.subscription ?? null, plan: body?.plan ?? null };
  } catch {
    return { subscription: null, plan: null };
  }
}

export function startCheckout(gateway: 'stripe' | 'paypal', planId: string): Promise<CheckoutAnswer> {
  return apiRequest<CheckoutAnswer>(`/billing/checkout/${gateway}`, { method: 'POST', body: { plan_id: planId } satisfies CheckoutRequest, auth: 'artist' });
}

export function fetchQuote(planId: string, signal?: AbortSignal): Promise<CheckoutQuoteResponse> {
  return apiRequest<CheckoutQuoteResponse>('/billing/quote', { query: { plan_id: planId }, signal, auth: 'artist' });
}

export function startManualCheckout(planId: string): Promise<ManualAnswer> {
  return apiRequest<ManualAnswer>('/billing/checkout/manual', { method: 'POST', body: { plan_id: planId } satisfies CheckoutRequest, auth: 'artist' });
}

/** Its success status matters (200 confirmed, 202 still processing). */
async function postForStatus(path: string, body: unknown): Promise<number> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() };
  const token = bearerToken('artist');
  if (token) headers['Authorization'] = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiRequestError(0, undefined);
  }
  const text = await res.text().catch(() => '');
  let data: unknown;
  try {
    data = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) throw new ApiRequestError(res.status, data);
  return res.status;
}

export const confirmCardPayment = (sessionId: string) => postForStatus('/billing/stripe/confirm', { session_id: sessionId });
export const capturePaypalPayment = (orderId: string) => postForStatus('/billing/paypal/capture', { order_id: orderId });

export function fetchArtistTransactions(page: number, limit: number, q: string, signal?: AbortSignal): Promise<ArtistTransactionPage> {
  return apiRequest<ArtistTransactionPage>('/artist/transactions', { query: { page, limit, q }, signal, auth: 'artist' });
}

/** A seam for tests: jsdom cannot navigate. */
export const browser = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);
