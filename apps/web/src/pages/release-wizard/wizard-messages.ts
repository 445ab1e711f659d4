import { ARTWORK_MESSAGES, RELEASE_MESSAGES, TRACK_MESSAGES } from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/messages';

/**
 * Texts the releases API answers that are not constants of @soundpost/contracts (docs/releases-api.md). Shown as
 * the server sends them; listed here so that they are translated like the contract texts.
 */
export const WIZARD_SERVER_MESSAGES = {
  releaseLimitReached: "You've reached your plan's release limit. Upgrade your plan to create more releases.",
  releaseFinal: 'This release is final and can no longer be changed.',
  releaseNotFound: 'Release not found.',
  trackNotFound: 'Track not found.',
  artistNotFound: 'Artist not found.',
  trackUploaded: 'Track uploaded.',
  trackRemoved: 'Track removed.',
  audioRequired: 'Please choose an audio file to upload.',
  audioOnly: 'Only audio files are allowed (WAV, FLAC, MP3, AAC).',
  audioUnreadable: 'We could not read this audio file. Try a different file.',
  imageRequired: 'Please choose an image to upload.',
  upcInvalid: 'Enter a valid UPC or EAN (12 or 13 digits with a valid check digit).',
  upcTaken: 'This UPC is already used by another release.',
  artistNameRequired: 'Artist name is required.',
  artistExists: 'This artist is already in your directory.',
  setDateFirst: 'Set a release date first.',
  timeInvalid: 'Enter a valid time (HH:mm).',
  timeZoneInvalid: 'Choose a valid time zone.',
  territoryCodes: 'Use 2-letter country codes.',
  territoryRequired: 'Choose at least one territory.',
} as const;

/** What submit still needs, by the names the server gives in `release.missing` and in its 422 answer. */
export const MISSING_ITEMS = {
  title: 'Title',
  primaryArtist: 'Primary artist',
  releaseDate: 'Release date',
  releaseType: 'Release type',
  track: 'At least one track with audio',
  artwork: 'Artwork',
  store: 'At least one store',
} as const;

/**
 * The wizard's user-facing texts by translation group: the English bundle holds them word for word under
 * `wizard.msg.<group>.<name>` (checked by wizard-messages.spec.ts); French and Spanish translate them.
 */
export const WIZARD_MESSAGE_GROUPS = {
  release: RELEASE_MESSAGES,
  track: TRACK_MESSAGES,
  artwork: ARTWORK_MESSAGES,
  server: WIZARD_SERVER_MESSAGES,
  missing: MISSING_ITEMS,
} as const;

const KEY_BY_TEXT: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [group, messages] of Object.entries(WIZARD_MESSAGE_GROUPS)) {
    for (const [name, text] of Object.entries(messages)) {
      if (!map.has(text)) map.set(text, `wizard.msg.${group}.${name}`);
    }
  }
  return map;
})();

export function wizardMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/** Like `useMessage`, knowing the release, track and artwork texts too; English is always the exact text. */
export function useWizardMessage(): (text: string) => string {
  const { t } = useTranslation();
  const m = useMessage();
  return useCallback(
    (text: string) => {
      const key = wizardMessageKey(text);
      return key ? t(key, { defaultValue: text }) : m(text);
    },
    [t, m],
  );
}
