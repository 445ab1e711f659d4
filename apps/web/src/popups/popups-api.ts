import { normalisePopupType, type PublicPopupResponse } from '@soundpost/contracts';
import { API_BASE } from '../constants';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The array of the spec; `{ popups }` and `{ data }` envelopes are read too. Malformed entries are skipped, unknown
 * types are read as info.
 */
export function readPopups(body: unknown): PublicPopupResponse[] {
  const list = Array.isArray(body) ? body : isRecord(body) ? (body['popups'] ?? body['data']) : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry): PublicPopupResponse[] => {
    if (!isRecord(entry)) return [];
    const id = entry['id'];
    if ((typeof id !== 'string' || id === '') && typeof id !== 'number') return [];
    const title = typeof entry['title'] === 'string' ? entry['title'] : '';
    const message = typeof entry['message'] === 'string' ? entry['message'] : '';
    if (!title.trim() && !message.trim()) return [];
    return [{ id: String(id), title, message, type: normalisePopupType(entry['type']) }];
  });
}

/** GET {base}/popups, no auth. A non-OK answer or a failure means no popups: never throws. */
export async function fetchPopups(base: string = API_BASE, signal?: AbortSignal): Promise<PublicPopupResponse[]> {
  try {
    const res = await fetch(`${base}/popups`, { headers: { Accept: 'application/json' }, signal });
    if (!res.ok) return [];
    return readPopups(await res.json());
  } catch {
    return [];
  }
}
