import type { PreflightIssue, ReleaseStatusRequest } from '@soundpost/contracts';
import { HttpError, type Identifier, type RaRecord } from 'react-admin';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

export interface ReleaseStatusResult {
  release: RaRecord | null;
  message: string;
}

type HttpClient = ReturnType<typeof createHttpClient>;

/**
 * PATCH /api/admin/releases/:id/status { status, comment?, override_reason? } → { release, message: 'Release status updated.' }.
 * Not a react-admin CRUD call, so it goes through the data provider's HTTP client (bearer token, API error
 * messages) rather than `update`, which would PUT the whole release.
 */
export const updateReleaseStatus = async (
  id: Identifier,
  { status, comment, override_reason }: ReleaseStatusRequest,
  http: HttpClient = createHttpClient(),
): Promise<ReleaseStatusResult> => {
  const body: ReleaseStatusRequest = { status };
  if (comment?.trim()) body.comment = comment.trim();
  if (override_reason?.trim()) body.override_reason = override_reason.trim();
  const { json } = await http(`${ADMIN_API_URL}/releases/${encodeURIComponent(String(id))}/status`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  const release = typeof record['release'] === 'object' && record['release'] !== null ? (record['release'] as RaRecord) : null;
  return { release, message: typeof record['message'] === 'string' ? record['message'] : '' };
};

/** The preflight errors of an approval the server refused (422 `preflight_failed`); null for any other failure. */
export const preflightRefusal = (error: unknown): PreflightIssue[] | null => {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const body = error.body as { code?: unknown; preflight?: { errors?: unknown } } | undefined;
  if (body?.code !== 'preflight_failed' || !Array.isArray(body.preflight?.errors)) return null;
  return (body.preflight.errors as PreflightIssue[]).filter((issue) => typeof issue?.message === 'string');
};
