import type { DataExportListResponse, DataExportResponse } from '@soundpost/contracts';
import { apiRequest } from '../../api/client';

/** GET /me/data-exports: the account's exports, newest first (`url` while ready). */
export const fetchDataExports = (signal?: AbortSignal) => apiRequest<DataExportListResponse>('/me/data-exports', { auth: 'artist', signal });

/** POST /me/data-export: 202 with the export being prepared; 409 while one is, 429 past a few a day. */
export const requestDataExport = () => apiRequest<DataExportResponse>('/me/data-export', { method: 'POST', auth: 'artist' });
