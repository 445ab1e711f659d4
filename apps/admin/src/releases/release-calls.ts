import type { ReleaseStatusRequest } from '@soundpost/contracts';
import type { Identifier, RaRecord } from 'react-admin';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

export interface ReleaseStatusResult {
  release: RaRecord | null;
  message: string;
}

type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * PATCH /api/admin/releases/:id/status { status, comment? } → { release, message: 'Release status updated.' }.
 * Not a react-admin CRUD call, so it goes through the data provider's HTTP client (bearer token, API error
 * messages) rather than `update`, which would PUT the whole release.
 */
export const updateReleaseStatus = async (
  id: Identifier,
  { status, comment }: ReleaseStatusRequest,
  http: HttpClient = createHttpClient(),
): Promise<ReleaseStatusResult> => {
  const body: ReleaseStatusRequest = { status };
  if (comment?.trim()) body.comment = comment.trim();
  const { json } = await http(`${ADMIN_API_URL}/releases/${encodeURIComponent(String(id))}/status`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const release = typeof record['release'] === 'object' && record['release'] !== null ? (record['release'] as RaRecord) : null;
  return { release, message: typeof record['message'] === 'string' ? record['message'] : '' };
};
