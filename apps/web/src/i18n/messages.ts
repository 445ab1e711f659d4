import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  DOCUMENT_MESSAGES,
  KYC_MESSAGES,
  KYC_SERVER_MESSAGES,
  LOGIN_MESSAGES,
  PLAN_CARD_LABELS,
} from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Texts the API answers that are not (yet) constants of @soundpost/contracts (issue 3 API contract). Shown as the
 * server sends them; listed here only so that they are translated like the others.
 */
export const SERVER_MESSAGES = {
  emailTaken: 'This email is already registered.',
  onboardingComplete: 'Your account is already verified. Please log in.',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidCredentials: 'These credentials do not match our records.',
  notAnArtist: 'This account cannot log in here.',
} as const;

/**
 * The user-facing texts of the contracts, by translation group. The English bundle holds them word for word under
 * `msg.<group>.<name>` (checked by a test); French and Spanish translate them.
 */
export const MESSAGE_GROUPS = {
  auth: AUTH_MESSAGES,
  login: LOGIN_MESSAGES,
  kyc: KYC_MESSAGES,
  document: DOCUMENT_MESSAGES,
  activity: ACCOUNT_MESSAGES,
  kycServer: KYC_SERVER_MESSAGES,
  server: SERVER_MESSAGES,
  billing: BILLING_MESSAGES,
  planCard: PLAN_CARD_LABELS,
} as const;

type MessageGroups = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** English text → `<prefix>.<group>.<name>` for every string of `groups` (the first name wins). */
export function keysByText(prefix: string, groups: MessageGroups): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [group, messages] of Object.entries(groups)) {
    for (const [name, text] of Object.entries(messages)) {
      if (typeof text === 'string' && !map.has(text)) map.set(text, `${prefix}.${group}.${name}`);
    }
  }
  return map;
}

const KEY_BY_TEXT = keysByText('msg', MESSAGE_GROUPS);

/** The translation key of a known English text, if any. */
export function messageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/**
 * `m(text)`: a contract text (ours or the server's) in the current language; any other text unchanged.
 * English is always the exact contract text.
 */
export function useMessage(): (text: string) => string {
  return useAreaMessage(messageKey);
}

/** The API's 429 text (`tooManyRequestsMessage` of the contracts). */
const THROTTLED = /^Too many requests\. Please try again in (\d+) seconds?\.$/;

/**
 * Like `useMessage` for a screen area with its own message groups (`keyOf` from `keysByText`): the area's
 * texts first, then the shared ones.
 */
export function useAreaMessage(keyOf: (text: string) => string | undefined): (text: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = keyOf(text) ?? messageKey(text);
      if (key) return t(key, { defaultValue: text });
      // A throttled request's text carries its wait: translated with the seconds kept.
      const wait = THROTTLED.exec(text);
      return wait ? t('people.throttle.wait', { seconds: Number(wait[1]) }) : text;
    },
    [t, keyOf],
  );
}
