import { createContext } from 'react';
import type { Profile } from './profile';
import type { SessionStatus } from './session-store';

export interface SessionContextValue {
  readonly status: SessionStatus;
  readonly artistToken: string | null;
  readonly onboardingToken: string | null;
  /** The GET /me record; null while loading, when logged out, or when the read failed. */
  readonly profile: Profile | null;
  readonly profileLoading: boolean;
  /** Display rules applied ('…' while loading). */
  readonly displayName: string;
  readonly email: string;
  readonly avatar: string;
  /** Stores (or with null removes) the artist token and updates every listener in this tab. */
  setArtistToken(token: string | null): void;
  /** Removes only the onboarding token (and revokes it on the server). */
  clearOnboarding(): void;
  /** Between a logout and its page: guards stay quiet, or they would send the visitor to /login instead. */
  readonly leaving: boolean;
  /** Revokes the tokens on the server (POST /auth/logout), removes both, resets the state and goes to `to` (default /). */
  logout(to?: string): Promise<void>;
  /** Reads GET /me again (after the artist changed their profile). */
  refreshProfile(): void;
}

export const SessionContext = createContext<SessionContextValue | null>(null);
