/** What one store's acknowledgement says about one of our messages. */
export interface Acknowledgement {
  messageIds: string[];
  upcs: string[];
  accepted: boolean;
  errorText: string | null;
}

const texts = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([^<]*)</(?:\\w+:)?${tag}>`, 'g'))].map((m) => decode(m[1].trim())).filter(Boolean);

function decode(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
}

/** Status values (DDEX choreography) that mean the store took the release in. */
const ACCEPTED = /success|ingested|accepted|acknowledged|processed/i;

/**
 * Reads an ErnAcknowledgementStatusMessage from a store's `acknowledgements/` folder: the message
 * ids it acknowledges, the releases (ICPN) it names, whether they were taken in, and the store's
 * error text. Only these elements are read; the rest of the message is the store's business.
 */
export function readAcknowledgement(xml: string): Acknowledgement {
  const statuses = [...texts(xml, 'ReleaseStatus'), ...texts(xml, 'MessageStatus'), ...texts(xml, 'Status')];
  const errorText = texts(xml, 'ErrorText').join(' ') || null;
  const accepted = statuses.length > 0 && statuses.every((s) => ACCEPTED.test(s)) && !errorText;
  return { messageIds: texts(xml, 'MessageId'), upcs: texts(xml, 'ICPN'), accepted, errorText: accepted ? null : (errorText ?? (statuses.join(', ') || 'Rejected by the store.')) };
}
