import type {
  RoyaltyGroupBy,
  RoyaltyInvitationAcceptResponse,
  RoyaltyInvitationsResponse,
  RoyaltySplitInput,
  RoyaltySplitsResponse,
  RoyaltyStatementPage,
  RoyaltySummaryResponse,
} from '@soundpost/contracts';
import { apiRequest, bearerToken, languageHeader } from './client';

// The artist sees their own share only.

export interface EarningsRange {
  from: string;
  to: string;
}

export const fetchEarningsSummary = (range: EarningsRange, groupBy: RoyaltyGroupBy, signal?: AbortSignal) =>
  apiRequest<RoyaltySummaryResponse>('/artist/royalties/summary', { auth: 'artist', query: { ...range, group_by: groupBy }, signal });

export const fetchEarningsLines = (range: EarningsRange, page: number, signal?: AbortSignal) =>
  apiRequest<RoyaltyStatementPage>('/artist/royalties/lines', { auth: 'artist', query: { ...range, page, per_page: 20 }, signal });

/** The lines as CSV, fetched with the artist's token and handed to the browser as a download. */
export async function downloadEarningsCsv(range: EarningsRange): Promise<void> {
  const params = new URLSearchParams(Object.entries(range).filter(([, v]) => v));
  const token = bearerToken('artist');
  const res = await fetch(`/api/artist/royalties/lines/export?${params.toString()}`, {
    headers: { ...languageHeader(), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!res.ok) throw new Error(`Export failed (${res.status})`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'soundpost-earnings.csv';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const fetchSplitInvitations = (signal?: AbortSignal) => apiRequest<RoyaltyInvitationsResponse>('/artist/splits/invitations', { auth: 'artist', signal });

/** With an Idempotency-Key per click: a retry after a lost answer still reports what was released. */
export const acceptSplitInvitation = (id: string, idempotencyKey: string = crypto.randomUUID()) =>
  apiRequest<RoyaltyInvitationAcceptResponse>(`/artist/splits/invitations/${encodeURIComponent(id)}/accept`, {
    method: 'POST',
    auth: 'artist',
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const fetchSplits = (kind: 'releases' | 'tracks', id: string, signal?: AbortSignal) =>
  apiRequest<RoyaltySplitsResponse>(`/artist/${kind}/${encodeURIComponent(id)}/splits`, { auth: 'artist', signal });

export const saveSplits = (kind: 'releases' | 'tracks', id: string, splits: RoyaltySplitInput[]) =>
  apiRequest<RoyaltySplitsResponse>(`/artist/${kind}/${encodeURIComponent(id)}/splits`, { method: 'PUT', auth: 'artist', body: { splits } });
