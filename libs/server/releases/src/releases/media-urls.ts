import type { StorageService } from '@soundpost/server-core/storage';

/** Long enough to hear a whole album preview from one page load; a copied link dies the same day. */
export const RELEASE_MEDIA_URL_TTL_SECONDS = 60 * 60;

export function signedMediaUrl(storage: StorageService, key: string | null | undefined): string | null {
  return key ? storage.signedUrl(key, RELEASE_MEDIA_URL_TTL_SECONDS) : null;
}
