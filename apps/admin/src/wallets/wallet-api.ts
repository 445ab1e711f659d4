import type { WalletAdjustmentPendingResponse, WalletAdjustRequest, WalletAdjustResponse } from '@soundpost/contracts';
import type { Identifier } from 'react-admin';
import { ADMIN_API_URL, createHttpClient, listQueryString } from '../providers/data-provider';
import { apiErrorMessage } from '../providers/api-errors';
import { getAdminToken } from '../providers/token-storage';

type HttpClient = ReturnType<typeof createHttpClient>;

/** A retried submit makes one entry. Above the four-eyes threshold the answer is a pending request (202). */
export const adjustWallet = async (
  id: Identifier,
  body: WalletAdjustRequest,
  key: string,
  http: HttpClient = createHttpClient(),
): Promise<WalletAdjustResponse | WalletAdjustmentPendingResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/wallets/${encodeURIComponent(String(id))}/adjust`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': key }),
  });
  return json as WalletAdjustResponse | WalletAdjustmentPendingResponse;
};

async function download(url: string, method: 'GET' | 'POST', fallback: string): Promise<{ filename: string; text: string }> {
  const headers: Record<string, string> = {};
  const token = getAdminToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const res = await fetch(url, { method, headers });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new Error(apiErrorMessage(body, fallback, fallback));
  }
  const filename = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? 'download';
  return { filename, text: await res.text() };
}

export const exportWalletTransactions = (filter: Record<string, unknown>, fallback: string) => {
  const query = listQueryString({ filter });
  return download(`${ADMIN_API_URL}/wallets/transactions/export${query ? `?${query}` : ''}`, 'GET', fallback);
};

export const downloadSepaFile = (fallback: string) => download(`${ADMIN_API_URL}/wallets/payouts/sepa-export`, 'POST', fallback);
