import { STORAGE_KEYS } from '@soundpost/contracts';
import { safeRedirect } from '../../api/client';

/** Only this app's sign-up reads it, so it is not one of the keys both apps share. */
const SIGNUP_NEXT_KEY = 'signup_next';

/** The e-mail of the sign-up in progress (`signup_email` in local storage). */
export function readSignupEmail(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.signupEmail) ?? '';
  } catch {
    return '';
  }
}

export function storeSignupEmail(email: string | null): void {
  try {
    if (email) window.localStorage.setItem(STORAGE_KEYS.signupEmail, email);
    else window.localStorage.removeItem(STORAGE_KEYS.signupEmail);
  } catch {
    // Storage unavailable: the e-mail lives in the page state only.
  }
}

/** A `?next=` worth keeping: a path of this site (one leading `/`), never another origin. */
export function safeNext(value: string | null | undefined): string | null {
  return value && safeRedirect(value, '') === value ? value : null;
}

/** Where the log-in that ends the sign-up leads (an invitation's page), kept across the steps and tabs. */
export function readSignupNext(): string | null {
  try {
    return safeNext(window.localStorage.getItem(SIGNUP_NEXT_KEY));
  } catch {
    return null;
  }
}

export function storeSignupNext(next: string | null): void {
  try {
    if (next) window.localStorage.setItem(SIGNUP_NEXT_KEY, next);
    else window.localStorage.removeItem(SIGNUP_NEXT_KEY);
  } catch {
    // Storage unavailable: `next` lives in the page state only.
  }
}

export function loginPath(next: string | null): string {
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}
