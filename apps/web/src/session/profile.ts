import { MISSING_VALUE_PLACEHOLDER, type NamedUser } from '@soundpost/contracts';
import { API_BASE } from '../constants';

export interface Profile extends NamedUser {
  /** The account id: the activity log says "You" for entries this account made. */
  readonly id?: string;
  readonly email?: string | null;
  /** pending, approved or rejected: the artist area opens only once staff approved the document. */
  readonly document_status?: string | null;
}

const PROFILE_TEXT_FIELDS = ['id', 'name', 'first_name', 'last_name', 'email'] as const;

export function displayEmail(profile: Profile | null | undefined): string {
  return profile?.email?.trim() || MISSING_VALUE_PLACEHOLDER;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toProfile(body: Record<string, unknown>): Profile {
  const profile = { ...body };
  for (const field of PROFILE_TEXT_FIELDS) {
    if (profile[field] != null && typeof profile[field] !== 'string') delete profile[field];
  }
  return profile;
}

/** Profile failures are silent (null); aborts propagate so callers can ignore stale requests. */
export async function fetchProfile(token: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    const res = await fetch(`${API_BASE}/me`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      signal,
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return isRecord(body) ? toProfile(body) : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
