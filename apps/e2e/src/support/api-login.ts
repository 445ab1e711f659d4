import { sleep } from './instance';

/** An artist's bearer token over the API: password, then the code read from the dev mailbox. */
export async function artistToken(url: string, email: string, password: string): Promise<string> {
  const mails = async () => (await (await fetch(`${url}/api/dev/mail?to=${encodeURIComponent(email)}`)).json()) as { id: number; text: string }[];
  const before = (await mails())[0]?.id ?? 0;
  const start = await fetch(`${url}/api/artist/login/start`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (start.status !== 200) throw new Error(`artist login start answered ${start.status}`);
  let code: string | undefined;
  while (!code) {
    const [latest] = await mails();
    code = latest && latest.id > before ? latest.text.match(/\b(\d{6})\b/)?.[1] : undefined;
    if (!code) await sleep(100);
  }
  const verify = await fetch(`${url}/api/artist/login/verify`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, code }) });
  if (verify.status !== 200) throw new Error(`artist login verify answered ${verify.status}`);
  return ((await verify.json()) as { token: string }).token;
}
