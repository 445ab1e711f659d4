import { SaxesParser } from 'saxes';

/** What one store's acknowledgement says about one of our messages. */
export interface Acknowledgement {
  messageIds: string[];
  upcs: string[];
  accepted: boolean;
  errorText: string | null;
}

/** A store's file that is not well-formed XML: it says nothing we can trust about any message. */
export class UnreadableAcknowledgementError extends Error {
  constructor(reason: string) {
    super(`not well-formed XML: ${reason}`);
    this.name = 'UnreadableAcknowledgementError';
  }
}

const READ = ['MessageId', 'ICPN', 'ReleaseStatus', 'MessageStatus', 'Status', 'ErrorText'] as const;
type ReadElement = (typeof READ)[number];

/**
 * The text of every element named in READ that holds text only, by local name wherever it sits
 * (stores differ in where and under which prefix they put them), entities decoded by the parser.
 * saxes resolves no external entity and no DTD, so a store's file cannot make us fetch or expand.
 */
function leafTexts(xml: string): Record<ReadElement, string[]> {
  const found = Object.fromEntries(READ.map((name) => [name, [] as string[]])) as Record<ReadElement, string[]>;
  const open: Array<{ name: string; text: string; leaf: boolean }> = [];
  const parser = new SaxesParser({ xmlns: true });
  let failure: Error | undefined;
  parser.on('error', (error) => (failure ??= error));
  parser.on('opentag', (tag) => {
    if (open.length) open[open.length - 1].leaf = false;
    open.push({ name: tag.local ?? tag.name, text: '', leaf: true });
  });
  parser.on('text', (text) => open.length && (open[open.length - 1].text += text));
  parser.on('cdata', (text) => open.length && (open[open.length - 1].text += text));
  parser.on('closetag', () => {
    const element = open.pop();
    const text = element?.text.trim();
    if (element?.leaf && text && (READ as readonly string[]).includes(element.name)) found[element.name as ReadElement].push(text);
  });
  parser.write(xml).close();
  if (failure) throw new UnreadableAcknowledgementError(failure.message);
  return found;
}

/** Status values (DDEX choreography) that mean the store took the release in. */
const ACCEPTED = /success|ingested|accepted|acknowledged|processed/i;

/**
 * Reads an ErnAcknowledgementStatusMessage from a store's `acknowledgements/` folder: the message
 * ids it acknowledges, the releases (ICPN) it names, whether they were taken in, and the store's
 * error text. Only these elements are read; the rest of the message is the store's business.
 * Throws UnreadableAcknowledgementError for a file that is not well-formed XML.
 */
export function readAcknowledgement(xml: string): Acknowledgement {
  const texts = leafTexts(xml);
  const statuses = [...texts.ReleaseStatus, ...texts.MessageStatus, ...texts.Status];
  const errorText = texts.ErrorText.join(' ') || null;
  const accepted = statuses.length > 0 && statuses.every((s) => ACCEPTED.test(s)) && !errorText;
  return { messageIds: texts.MessageId, upcs: texts.ICPN, accepted, errorText: accepted ? null : (errorText ?? (statuses.join(', ') || 'Rejected by the store.')) };
}
