import { baseUrl } from './browser';

interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The dev mailbox's messages for an address, newest first. */
export async function mailbox(to: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${baseUrl()}/api/dev/mail?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`dev mailbox answered ${res.status}`);
  return (await res.json()) as MailboxMessage[];
}

/**
 * Waits for a message to `to` newer than `afterId` and returns the 6-digit code in it — what an
 * artist does when they open the e-mail.
 */
export async function readCode(to: string, afterId = 0, timeoutMs = 10_000): Promise<{ code: string; id: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [latest] = await mailbox(to);
    const code = latest && latest.id > afterId ? latest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (latest && code) return { code, id: latest.id };
    if (Date.now() > deadline) throw new Error(`no code mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Id of the newest message to `to` (0 when none), to wait for the next one. */
export async function lastMailId(to: string): Promise<number> {
  const [latest] = await mailbox(to);
  return latest?.id ?? 0;
}
