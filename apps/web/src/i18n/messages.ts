import {
  ACCESS_MESSAGES,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  DOCUMENT_MESSAGES,
  KYC_MESSAGES,
  KYC_SERVER_MESSAGES,
  LOGIN_MESSAGES,
  PASSWORD_CHANGE_MESSAGES,
  PLAN_CARD_LABELS,
  STEP_UP_MESSAGES,
} from '@soundpost/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Server texts not (yet) in @soundpost/contracts, listed only so they are translated like the others. */
export const SERVER_MESSAGES = {
  emailTaken: 'This email is already registered.',
  onboardingComplete: 'Your account is already verified. Please log in.',
  tooManyRequests: 'Too many requests. Please try again later.',
  invalidCredentials: 'These credentials do not match our records.',
  notAnArtist: 'This account cannot log in here.',
} as const;

/** The English bundle holds them word for word under `msg.<group>.<name>` (checked by a test). */
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
  passwordChange: PASSWORD_CHANGE_MESSAGES,
  access: ACCESS_MESSAGES,
  stepUp: STEP_UP_MESSAGES,
} as const;

type MessageGroups = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

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

export function messageKey(text: string): string | undefined {
  return KEY_BY_TEXT.get(text);
}

/** English is always the exact contract text; any other text is returned unchanged. */
export function useMessage(): (text: string) => string {
  return useAreaMessage(messageKey);
}

const THROTTLED = /^Too many requests\. Please try again in (\d+) seconds?\.$/;

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
