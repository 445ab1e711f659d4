import EmailReplyParser from 'email-reply-parser';

/** Longer texts are cut before parsing: the library's patterns are regular expressions over each line. */
const MAX_INPUT_CHARS = 100_000;

/**
 * The line that starts the quoted history, in the forms mail clients write in English, French and
 * Spanish (also folded over two lines, as clients wrap long "On … wrote:" lines). The library knows
 * them too, but only hides what follows when it is quoted with ">"; Outlook and many phones quote
 * without it, so everything from the header on is cut here first.
 */
const QUOTE_HEADERS: RegExp[] = [
  /^On\s.{1,400}\swrote:$/,
  /^Le\s.{1,400}\sa\sécrit\s?:$/,
  /^El\s.{1,400}\sescribió:$/,
  /^-{2,}\s*(Original Message|Message d'origine|Mensaje original|Forwarded message|Message transféré|Mensaje reenviado)\s*-{2,}$/i,
];
/** Outlook's block: an optional rule, then "From:" / "De :" followed by "Sent:" / "Envoyé :" / "Enviado:" (or To, Date). */
const OUTLOOK_RULE = /^_{10,}$/;
const OUTLOOK_FROM = /^(From|De)\s?:\s/;
const OUTLOOK_NEXT = /^(Sent|Date|To|Envoyé|À|A|Enviado|Fecha|Para)\s?:\s/;

/**
 * The text the writer added to an e-mail reply: the quoted history ("On … wrote:", "Le … a écrit :",
 * "El … escribió:", "> " lines, Outlook's header block) and the signature ("-- ", "Sent from my
 * iPhone", "Envoyé de mon iPhone", "Enviado desde mi iPhone") removed, with email-reply-parser
 * doing the quote and signature fragments.
 */
export function replyText(body: string): string {
  const lines = body.slice(0, MAX_INPUT_CHARS).replace(/\r\n?/g, '\n').split('\n');
  const cut = historyStart(lines);
  const own = lines.slice(0, cut).join('\n');
  const visible = new EmailReplyParser().parseReply(own);
  return visible.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}

function historyStart(lines: string[]): number {
  const at = (i: number) => lines[i]?.trim() ?? '';
  for (let i = 0; i < lines.length; i++) {
    const line = at(i);
    if (QUOTE_HEADERS.some((header) => header.test(line) || (/^(On|Le|El)\s/.test(line) && header.test(`${line} ${at(i + 1)}`)))) return i;
    if (OUTLOOK_FROM.test(line) && OUTLOOK_NEXT.test(at(i + 1))) return i > 0 && OUTLOOK_RULE.test(at(i - 1)) ? i - 1 : i;
  }
  return lines.length;
}
