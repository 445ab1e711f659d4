/** A second check before money moves or the account changes hands: a fresh e-mailed code. */
export const STEP_UP_MESSAGES = {
  required: 'For your safety, confirm this with the 6-digit code we e-mail you. A code is valid for 10 minutes.',
  invalidCode: 'This code is wrong or has expired. Ask for a new one.',
  codeSent: 'We e-mailed you a 6-digit code. It is valid for 10 minutes.',
  confirmed: 'Confirmed. You can go on for the next 10 minutes.',
  codeSixDigits: 'Please enter the 6-digit code.',
} as const;

/** How long a confirmed code lets a session do protected actions, and the header that carries one. */
export const STEP_UP = {
  windowSeconds: 10 * 60,
  header: 'Step-Up-Code',
  requiredCode: 'step_up_required',
} as const;
