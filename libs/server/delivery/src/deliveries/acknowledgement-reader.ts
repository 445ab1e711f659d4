import { SaxesParser } from 'saxes';

export interface Acknowledgement {
  messageIds: string[];
  upcs: string[];
  accepted: boolean;
  errorText: string | null;
  /** The store's own page for the release and its id there, where the store sends them (not part of every store's acknowledgement). */
  storeReleaseUrl: string | null;
  storeReleaseId: string | null;
}

export class UnreadableAcknowledgementError extends Error {
  constructor(reason: string) {
    super(`not well-formed XML: ${reason}`);
    this.name = 'UnreadableAcknowledgementError';
  }
}

const READ = ['MessageId', 'ICPN', 'ReleaseStatus', 'MessageStatus', 'Status', 'ErrorText', 'ReleaseURL', 'StoreReleaseURL', 'URL', 'StoreReleaseId', 'DspReleaseId'] as const;
type ReadElement = (typeof READ)[number];

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

const ACCEPTED = /success|ingested|accepted|acknowledged|processed/i;

export function readAcknowledgement(xml: string): Acknowledgement {
  const texts = leafTexts(xml);
  const statuses = [...texts.ReleaseStatus, ...texts.MessageStatus, ...texts.Status];
  const errorText = texts.ErrorText.join(' ') || null;
  const accepted = statuses.length > 0 && statuses.every((s) => ACCEPTED.test(s)) && !errorText;
  const storeReleaseUrl = [...texts.StoreReleaseURL, ...texts.ReleaseURL, ...texts.URL].find(isWebAddress) ?? null;
  const storeReleaseId = [...texts.StoreReleaseId, ...texts.DspReleaseId].find((id) => id.length <= 200) ?? null;
  return {
    messageIds: texts.MessageId,
    upcs: texts.ICPN,
    accepted,
    errorText: accepted ? null : (errorText ?? (statuses.join(', ') || 'Rejected by the store.')),
    storeReleaseUrl: accepted ? storeReleaseUrl : null,
    storeReleaseId: accepted ? storeReleaseId : null,
  };
}

/** Fans open it from a public page: a plain http(s) address only. */
function isWebAddress(text: string): boolean {
  if (text.length > 500) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
