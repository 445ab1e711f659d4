import { STORAGE_KEYS } from '@soundpost/contracts';

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
