import { avatarInitial, displayName, LOADING_PLACEHOLDER } from '@soundpost/contracts';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { revokeToken } from '../api/endpoints';
import { displayEmail, fetchProfile, type Profile } from './profile';
import { SessionContext, type SessionContextValue } from './session-context';
import {
  clearOnboardingToken,
  clearSessionTokens,
  isSessionStorageKey,
  readSession,
  sameSession,
  SESSION_CHANGE_EVENT,
  storeArtistToken,
} from './session-store';

interface LoadedProfile {
  readonly token: string;
  readonly profile: Profile | null;
}

/**
 * Session state, re-read from local storage on load, whenever this tab changes a token
 * (SESSION_CHANGE_EVENT) and on `storage` events from other tabs. Must sit inside the router (logout navigates).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState(readSession);
  const [loaded, setLoaded] = useState<LoadedProfile | null>(null);
  const [profileVersion, setProfileVersion] = useState(0);

  useEffect(() => {
    const reread = () => setSession((prev) => {
      const next = readSession();
      return sameSession(prev, next) ? prev : next;
    });
    const onStorage = (event: StorageEvent) => {
      if (isSessionStorageKey(event.key)) reread();
    };
    reread();
    window.addEventListener(SESSION_CHANGE_EVENT, reread);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_CHANGE_EVENT, reread);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const { artistToken } = session;
  useEffect(() => {
    if (!artistToken) return undefined;
    const controller = new AbortController();
    fetchProfile(artistToken, controller.signal).then(
      (profile) => setLoaded({ token: artistToken, profile }),
      () => undefined, // aborted: a newer token (or logout) took over
    );
    return () => controller.abort();
  }, [artistToken, profileVersion]);

  const profile = artistToken && loaded?.token === artistToken ? loaded.profile : null;
  const profileLoading = Boolean(artistToken) && loaded?.token !== artistToken;
  // Re-read after a profile change; the previous record stays shown meanwhile.
  const refreshProfile = useCallback(() => setProfileVersion((n) => n + 1), []);

  const setArtistToken = useCallback((token: string | null) => storeArtistToken(token), []);
  const clearOnboarding = useCallback(() => {
    // Cancel: the onboarding token goes at once and is revoked on the server in the background.
    const { onboardingToken } = readSession();
    clearOnboardingToken();
    void revokeToken(onboardingToken);
  }, []);
  const location = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const logout = useCallback(
    async (to = '/') => {
      // POST /auth/logout revokes the token(s) on the server; the tokens are cleared whatever it answers.
      const { artistToken: artist, onboardingToken } = readSession();
      await Promise.all([revokeToken(artist), revokeToken(onboardingToken)]);
      setLeavingTo(to);
      clearSessionTokens();
      setLoaded(null);
      await navigate(to);
    },
    [navigate],
  );
  useEffect(() => {
    if (leavingTo !== null && location.pathname === leavingTo) setLeavingTo(null);
  }, [leavingTo, location.pathname]);

  const value = useMemo<SessionContextValue>(() => {
    return {
      ...session,
      profile,
      profileLoading,
      displayName: profileLoading ? LOADING_PLACEHOLDER : displayName(profile),
      email: profileLoading ? LOADING_PLACEHOLDER : displayEmail(profile),
      avatar: profileLoading ? LOADING_PLACEHOLDER : avatarInitial(profile),
      setArtistToken,
      clearOnboarding,
      leaving: leavingTo !== null,
      logout,
      refreshProfile,
    };
  }, [session, profile, profileLoading, setArtistToken, clearOnboarding, leavingTo, logout, refreshProfile]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
