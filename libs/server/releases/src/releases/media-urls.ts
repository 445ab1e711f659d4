import type { StorageService } from '@soundpost/server-core/storage';

/**
 * How long a signed cover or audio link in an answer stays valid. Long enough to listen to a whole
 * album preview from one page load; short enough that a copied link dies the same day.
 */
export const RELEASE_MEDIA_URL_TTL_SECONDS = 60 * 60;

/** A signed, expiring `/api/files/...` link for a stored private file, or null without one. */
export function signedMediaUrl(storage: StorageService, key: string | null | undefined): string | null {
  return key ? storage.signedUrl(key, RELEASE_MEDIA_URL_TTL_SECONDS) : null;
}
