import { RELEASE_API_MESSAGES, RELEASE_MESSAGES, TRACK_MESSAGES } from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** Listed so that they are translated like the contract texts. */
export const CATALOG_SERVER_MESSAGES = {
  isrcInvalid: RELEASE_API_MESSAGES.isrcInvalid,
  isrcTaken: RELEASE_API_MESSAGES.isrcTaken,
  releaseFinal: RELEASE_API_MESSAGES.releaseFinal,
  releaseDeleted: RELEASE_API_MESSAGES.releaseDeleted,
  releaseNotFound: RELEASE_API_MESSAGES.releaseNotFound,
  trackNotFound: RELEASE_API_MESSAGES.trackNotFound,
} as const;

/** The read-only track page's fallback as the product texts give it (with the closing period). */
export const TRACK_LOAD_FAILED = 'Failed to load track.';

/** The English bundle holds them word for word under `catalog.msg.<group>.<name>` (checked by catalog-messages.spec.ts). */
export const CATALOG_MESSAGE_GROUPS = {
  track: { ...TRACK_MESSAGES, loadFailedSentence: TRACK_LOAD_FAILED },
  release: RELEASE_MESSAGES,
  server: CATALOG_SERVER_MESSAGES,
} as const;

const KEY_BY_TEXT = keysByText('catalog.msg', CATALOG_MESSAGE_GROUPS);

export function catalogMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

export function useCatalogMessage(): (text: string) => string {
  return useAreaMessage(catalogMessageKey);
}
