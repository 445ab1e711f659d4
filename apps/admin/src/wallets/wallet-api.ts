import type { WalletAdjustRequest, WalletAdjustResponse } from '@soundpost/contracts';
import type { Identifier } from 'react-admin';
import { ADMIN_API_URL, createHttpClient, listQueryString } from '../providers/data-provider';
import { apiErrorMessage } from '../providers/api-errors';
import { getAdminToken } from '../providers/token-storage';

type HttpClient = ReturnType<typeof createHttpClient>;

/** POST /api/admin/wallets/:id/adjust with an Idempotency-Key (a retried submit makes one entry). */
export const adjustWallet = async (id: Identifier, body: WalletAdjustRequest, key: string, http: HttpClient = createHttpClient()): Promise<WalletAdjustResponse> => {
  const { json } = await http(`${ADMIN_API_URL}/wallets/${encodeURIComponent(String(id))}/adjust`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': key }),
  });
  return json as WalletAdjustResponse;
};

/** A file the API sends as an attachment (CSV export, SEPA file): its text and the server's file name. */
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

/** GET /api/admin/wallets/transactions/export with the list's filters (the server streams it). */
export const exportWalletTransactions = (filter: Record<string, unknown>, fallback: string) => {
  const query = listQueryString({ filter });
  return download(`${ADMIN_API_URL}/wallets/transactions/export${query ? `?${query}` : ''}`, 'GET', fallback);
};

/** POST /api/admin/wallets/payouts/sepa-export: the approved bank payouts as one pain.001 file. */
export const downloadSepaFile = (fallback: string) => download(`${ADMIN_API_URL}/wallets/payouts/sepa-export`, 'POST', fallback);
