import { STORAGE_KEYS } from '@soundpost/contracts';

const { adminToken: ADMIN_TOKEN_KEY, artistToken: ARTIST_TOKEN_KEY } = STORAGE_KEYS;

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

export const getAdminToken = (): string | null => {
  const token = storage()?.getItem(ADMIN_TOKEN_KEY);
  return token && token.trim() ? token : null;
};

/** Signing in to the admin area clears any stored artist token. */
export const setAdminToken = (token: string): void => {
  const store = storage();
  store?.setItem(ADMIN_TOKEN_KEY, token);
  store?.removeItem(ARTIST_TOKEN_KEY);
};

export const clearAdminToken = (): void => {
  storage()?.removeItem(ADMIN_TOKEN_KEY);
};
