import type { ArtistReconciliationResponse } from '@soundpost/contracts';
import { apiRequest } from './client';

/** Streamed against paid per month and store, the last 12 months unless told (YYYY-MM). */
export const fetchStreamedVsPaid = (range: { from?: string; to?: string }, signal?: AbortSignal) =>
  apiRequest<ArtistReconciliationResponse>('/artist/stats/reconciliation', {
    auth: 'artist',
    query: Object.fromEntries(Object.entries(range).filter(([, v]) => v)),
    signal,
  });
