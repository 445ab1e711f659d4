import type { TaxReportForm } from '@soundpost/contracts';
import { ADMIN_API_URL } from '../providers/data-provider';
import { apiErrorMessage } from '../providers/api-errors';
import { getAdminToken } from '../providers/token-storage';

/** GET /api/admin/tax/report?year=&form=: the year's 1099-MISC or 1042-S figures per payee, as CSV text. */
export async function fetchTaxReport(year: number, form: TaxReportForm, fallback: string): Promise<{ filename: string; text: string }> {
  const headers: Record<string, string> = { Accept: 'text/csv' };
  const token = getAdminToken();
  if (token) headers['Authorization'] = `Bearer ${token}`;
  const query = new URLSearchParams({ year: String(year), form });
  const res = await fetch(`${ADMIN_API_URL}/tax/report?${query.toString()}`, { method: 'GET', headers });
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw new Error(apiErrorMessage(body, fallback, fallback));
  }
  return { filename: `soundpost-${form}-${year}.csv`, text: await res.text() };
}
