import type { Readable } from 'node:stream';

export interface PackageFile {
  path: string;
  content: string | (() => Promise<Readable>);
}

export interface DeliveryBatch {
  batchId: string;
  files: PackageFile[];
}

export interface AcknowledgementFile {
  name: string;
  xml: string;
}

/** A file waiting in the store's `reports/` inbox. */
export interface InboxFile {
  name: string;
  size: number;
  /** When the store last wrote it: a file still being written is left for a later run. */
  modifiedAt: Date;
}

/** Where a report goes once read: `reports/imported/` or `reports/rejected/`. */
export type InboxOutcome = 'imported' | 'rejected';

/** The folder, relative to the target's root, where stores leave their trend reports. */
export const REPORTS_INBOX = 'reports';

/** The store's reports inbox: listed, read as a stream (reports can be hundreds of MB) and moved aside once read. */
export interface ReportsInbox {
  reports(): Promise<InboxFile[]>;
  openReport(name: string): Promise<Readable>;
  moveReport(name: string, outcome: InboxOutcome): Promise<void>;
}

export interface DeliveryConnection extends ReportsInbox {
  writeBatch(batch: DeliveryBatch): Promise<void>;
  acknowledgements(): Promise<AcknowledgementFile[]>;
  processed(name: string): Promise<void>;
  close(): Promise<void>;
}

export function isPlainXmlName(name: string): boolean {
  return /^[\w.-]+\.xml$/i.test(name) && !name.startsWith('.');
}

/** A report name the inbox will touch: one path segment, no hidden files, nothing a shell or a path could misread. */
export function isSafeReportName(name: string): boolean {
  return name.length <= 255 && /^[\w][\w.-]*$/.test(name);
}

/** Refuses a name the listing would not have given, before it reaches a path. */
export function checkedReportName(name: string): string {
  if (!isSafeReportName(name)) throw new Error(`Not a report name: ${JSON.stringify(name.slice(0, 80))}`);
  return name;
}

/** A file of the same name may already sit there (a store resent it): the later one gets a time prefix. */
export function asideName(name: string, now = new Date()): string {
  return `${now.toISOString().replace(/[-:.]/g, '')}-${name}`;
}
