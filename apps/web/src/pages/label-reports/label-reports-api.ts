import type { LabelReportResponse, LabelStatementResponse } from '@soundpost/contracts';
import { apiRequest } from '../../api/client';
import { downloadArtistFile } from '../../api/download';

export interface MonthRange {
  from: string;
  to: string;
}

const query = (range: MonthRange) => `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}`;

export const fetchLabelReport = (range: MonthRange, signal?: AbortSignal) => apiRequest<LabelReportResponse>('/artist/label-reports', { auth: 'artist', query: { ...range }, signal });

export const fetchLabelStatement = (artistId: string, range: MonthRange, signal?: AbortSignal) =>
  apiRequest<LabelStatementResponse>(`/artist/label-reports/${encodeURIComponent(artistId)}/statement`, { auth: 'artist', query: { ...range }, signal });

/** The statement as CSV, named by the server after the artist and the period. */
export const downloadLabelStatementCsv = (artistId: string, range: MonthRange) =>
  downloadArtistFile(`/artist/label-reports/${encodeURIComponent(artistId)}/statement.csv?${query(range)}`, `label-statement-${range.from}-${range.to}.csv`);

/** Where a row of the report leads: the artist's printable statement for the same period. */
export const statementPath = (artistId: string, range: MonthRange) => `/artist/label-reports/${encodeURIComponent(artistId)}/statement?${query(range)}`;
