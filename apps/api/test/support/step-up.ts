import type { TestApp } from '../test-app';
import { readCodeFromMailbox } from './mailbox';

/**
 * Steps a session up the way a person does: asks for a code, reads it from the dev mailbox and
 * confirms it. The session may then do protected actions (payouts, tax forms, closing) for 10 minutes.
 */
export async function stepUp(t: TestApp, person: { token: string; email: string }): Promise<void> {
  const sent = await t.api('/api/me/step-up/code', { method: 'POST', token: person.token });
  if (sent.status !== 202) throw new Error(`step-up code answered ${sent.status}: ${await sent.text()}`);
  const code = await readCodeFromMailbox(t, person.email);
  const confirmed = await t.api('/api/me/step-up', { method: 'POST', token: person.token, json: { code } });
  if (confirmed.status !== 200) throw new Error(`step-up answered ${confirmed.status}: ${await confirmed.text()}`);
}

/** The `Step-Up-Code` header for one call, with a fresh code from the dev mailbox. */
export async function stepUpHeader(t: TestApp, person: { token: string; email: string }): Promise<Record<string, string>> {
  const sent = await t.api('/api/me/step-up/code', { method: 'POST', token: person.token });
  if (sent.status !== 202) throw new Error(`step-up code answered ${sent.status}: ${await sent.text()}`);
  return { 'Step-Up-Code': await readCodeFromMailbox(t, person.email) };
}
