import { RELEASE_MESSAGES, TRACK_MESSAGES } from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../i18n/messages';

/**
 * Texts the releases API answers that are not constants of @soundpost/contracts (docs/releases-api.md). Shown as
 * the server sends them; listed so that they are translated like the contract texts.
 */
export const CATALOG_SERVER_MESSAGES = {
  isrcInvalid: 'Enter a valid ISRC (e.g. USRC17607839).',
  isrcTaken: 'This ISRC is already used by another track.',
  releaseFinal: 'This release is final and can no longer be changed.',
  releaseDeleted: 'Release deleted.',
  releaseNotFound: 'Release not found.',
  trackNotFound: 'Track not found.',
} as const;

/** The read-only track page's fallback as the brief and spec 001 §8 quote it (with the closing period). */
export const TRACK_LOAD_FAILED = 'Failed to load track.';

/**
 * The catalog screens' user-facing texts by translation group: the English bundle holds them word for word under
 * `catalog.msg.<group>.<name>` (checked by catalog-messages.spec.ts); French and Spanish translate them.
 */
export const CATALOG_MESSAGE_GROUPS = {
  track: { ...TRACK_MESSAGES, loadFailedSentence: TRACK_LOAD_FAILED },
  release: RELEASE_MESSAGES,
  server: CATALOG_SERVER_MESSAGES,
} as const;

const KEY_BY_TEXT: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [group, messages] of Object.entries(CATALOG_MESSAGE_GROUPS)) {
    for (const [name, text] of Object.entries(messages)) {
      if (!map.has(text)) map.set(text, `catalog.msg.${group}.${name}`);
    }
  }
  return map;
})();

export function catalogMessageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/** Like `useMessage`, knowing the release and track texts too; English is always the exact contract text. */
export function useCatalogMessage(): (text: string) => string {
  const { t } = useTranslation();
  const m = useMessage();
  return useCallback(
    (text: string) => {
      const key = catalogMessageKey(text);
      return key ? t(key, { defaultValue: text }) : m(text);
    },
    [t, m],
  );
}
