import { STORAGE_KEYS } from '@soundpost/contracts';

/** Fired on `window` whenever this tab changes one of the session tokens. */
export const SESSION_CHANGE_EVENT = 'soundpost:session-change';

export type SessionStatus = 'loggedOut' | 'onboarding' | 'loggedIn';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly artistToken: string | null;
  readonly onboardingToken: string | null;
}

const SESSION_KEYS: readonly string[] = [STORAGE_KEYS.artistToken, STORAGE_KEYS.onboardingToken];

function readItem(key: string): string | null {
  try {
    const value = window.localStorage.getItem(key);
    return value ? value : null;
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null): void {
  try {
    if (value) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
  } catch {
    // Storage can be unavailable (private mode, quota); the session then lives for this page only.
  }
}

function notify(): void {
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/** Logged in with an artist token; onboarding with only an onboarding token; else logged out. */
export function readSession(): SessionSnapshot {
  const artistToken = readItem(STORAGE_KEYS.artistToken);
  const onboardingToken = readItem(STORAGE_KEYS.onboardingToken);
  const status: SessionStatus = artistToken ? 'loggedIn' : onboardingToken ? 'onboarding' : 'loggedOut';
  return { status, artistToken, onboardingToken };
}

export function sameSession(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return a.status === b.status && a.artistToken === b.artistToken && a.onboardingToken === b.onboardingToken;
}

/** Whether a `storage` event from another tab concerns the session (`key` is null when storage was cleared). */
export function isSessionStorageKey(key: string | null): boolean {
  return key === null || SESSION_KEYS.includes(key);
}

export function storeArtistToken(token: string | null): void {
  writeItem(STORAGE_KEYS.artistToken, token);
  notify();
}

export function storeOnboardingToken(token: string | null): void {
  writeItem(STORAGE_KEYS.onboardingToken, token);
  notify();
}

/** Cancel on the onboarding banner: only the onboarding token goes. */
export function clearOnboardingToken(): void {
  storeOnboardingToken(null);
}

/** Logout removes both tokens. */
export function clearSessionTokens(): void {
  writeItem(STORAGE_KEYS.artistToken, null);
  writeItem(STORAGE_KEYS.onboardingToken, null);
  notify();
}
