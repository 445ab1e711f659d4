import {
  ARTWORK_MESSAGES,
  RELEASE_API_MESSAGES,
  RELEASE_MESSAGES,
  RELEASE_MISSING_ITEMS,
  TRACK_API_MESSAGES,
  TRACK_MESSAGES,
} from '@soundpost/contracts';
import { keysByText, useAreaMessage } from '../../i18n/messages';

/** Listed so that they are translated like the contract texts. */
export const WIZARD_SERVER_MESSAGES = {
  releaseLimitReached: RELEASE_API_MESSAGES.releaseLimitReached,
  releaseFinal: RELEASE_API_MESSAGES.releaseFinal,
  releaseNotFound: RELEASE_API_MESSAGES.releaseNotFound,
  trackNotFound: RELEASE_API_MESSAGES.trackNotFound,
  artistNotFound: RELEASE_API_MESSAGES.artistNotFound,
  trackUploaded: TRACK_API_MESSAGES.uploaded,
  trackRemoved: TRACK_API_MESSAGES.removed,
  audioRequired: TRACK_API_MESSAGES.audioRequired,
  audioOnly: TRACK_API_MESSAGES.audioOnly,
  audioUnreadable: TRACK_API_MESSAGES.audioUnreadable,
  audioTooShort: TRACK_API_MESSAGES.audioTooShort,
  imageRequired: RELEASE_API_MESSAGES.imageRequired,
  upcInvalid: RELEASE_API_MESSAGES.upcInvalid,
  upcTaken: RELEASE_API_MESSAGES.upcTaken,
  artistNameRequired: RELEASE_API_MESSAGES.artistNameRequired,
  artistExists: RELEASE_API_MESSAGES.artistNameTaken,
  setDateFirst: RELEASE_API_MESSAGES.setDateFirst,
  timeInvalid: RELEASE_API_MESSAGES.timeInvalid,
  timeZoneInvalid: RELEASE_API_MESSAGES.timeZoneInvalid,
  territoryCodes: RELEASE_API_MESSAGES.territoriesInvalid,
  territoryRequired: RELEASE_API_MESSAGES.territoriesRequired,
} as const;

export const MISSING_ITEMS = {
  title: RELEASE_MISSING_ITEMS.title,
  primaryArtist: RELEASE_MISSING_ITEMS.primaryArtist,
  releaseDate: RELEASE_MISSING_ITEMS.releaseDate,
  releaseType: RELEASE_MISSING_ITEMS.releaseType,
  track: RELEASE_MISSING_ITEMS.audioTrack,
  artwork: RELEASE_MISSING_ITEMS.artwork,
  store: RELEASE_MISSING_ITEMS.store,
} as const;

/** The English bundle holds them word for word under `wizard.msg.<group>.<name>` (checked by wizard-messages.spec.ts). */
export const WIZARD_MESSAGE_GROUPS = {
  release: RELEASE_MESSAGES,
  track: TRACK_MESSAGES,
  artwork: ARTWORK_MESSAGES,
  server: WIZARD_SERVER_MESSAGES,
  missing: MISSING_ITEMS,
} as const;

const KEY_BY_TEXT = keysByText('wizard.msg', WIZARD_MESSAGE_GROUPS);

export function wizardMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

export function useWizardMessage(): (text: string) => string {
  return useAreaMessage(wizardMessageKey);
}
