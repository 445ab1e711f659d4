import type { WalletAdjustmentApprovedResponse, WalletAdjustmentRejectedResponse } from '@soundpost/contracts';
import type { Identifier } from 'react-admin';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

type HttpClient = ReturnType<typeof createHttpClient>;

const post = async <T,>(path: string, body: unknown, key: string, http: HttpClient): Promise<T> => {
  const { json } = await http(`${ADMIN_API_URL}/wallet-adjustments/${path}`, {
    method: 'POST',
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': key }),
  });
  return json as T;
};

/** Posts the adjustment (a retry with the same key answers the same, posting once). */
export const approveAdjustment = (id: Identifier, key: string, http: HttpClient = createHttpClient()) =>
  post<WalletAdjustmentApprovedResponse>(`${encodeURIComponent(String(id))}/approve`, undefined, key, http);

export const rejectAdjustment = (id: Identifier, reason: string, key: string, http: HttpClient = createHttpClient()) =>
  post<WalletAdjustmentRejectedResponse>(`${encodeURIComponent(String(id))}/reject`, { reason }, key, http);
