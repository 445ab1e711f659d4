import type { TestApp } from '../test-app';

/** A message as the dev mailbox (`GET /api/dev/mail?to=`) shows it. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  created_at: string;
}

/** The dev mailbox's messages for an address, newest first. */
export async function mailboxFor(t: TestApp, email: string): Promise<MailboxMessage[]> {
  const res = await t.api(`/api/dev/mail?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`dev mailbox answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as MailboxMessage[];
}

/**
 * The 6-digit code of the newest message to `email`, read the way an artist reads it: from the
 * text the dev mailbox shows. Mail is queued in the transaction of the call that sends it, so it
 * is there as soon as that call has answered. Fails when there is no message or no code in it.
 */
export async function readCodeFromMailbox(t: TestApp, email: string): Promise<string> {
  const [latest] = await mailboxFor(t, email);
  if (!latest) throw new Error(`no mail to ${email}`);
  const code = /\b(\d{6})\b/.exec(latest.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in the newest mail to ${email}: ${latest.text}`);
  return code;
}
