import { API_BASE } from '../constants';

/** The current-user record from GET /me (spec 000 §3). */
export interface Profile {
  readonly name?: string | null;
  readonly first_name?: string | null;
  readonly last_name?: string | null;
  readonly email?: string | null;
}

export const FALLBACK_DISPLAY_NAME = 'Artist';
export const LOADING_DISPLAY_NAME = '…';
export const MISSING_EMAIL = '-';

function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** name, else first and last name joined, else 'Artist'. */
export function displayName(profile: Profile | null | undefined): string {
  const name = clean(profile?.name);
  if (name) return name;
  const joined = [clean(profile?.first_name), clean(profile?.last_name)].filter(Boolean).join(' ');
  return joined || FALLBACK_DISPLAY_NAME;
}

/** The e-mail, or a dash when missing. */
export function displayEmail(profile: Profile | null | undefined): string {
  return clean(profile?.email) || MISSING_EMAIL;
}

/** First letter of the display name, upper-cased. */
export function avatarInitial(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * GET /me with the artist token. Any failure (non-OK answer, network error, unreadable body) gives null:
 * profile failures are silent (spec 000 §8). Aborts propagate so callers can ignore stale requests.
 */
export async function fetchProfile(token: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    const res = await fetch(`${API_BASE}/me`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      signal,
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return isRecord(body) ? (body as Profile) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
