import type { Readable } from 'node:stream';

/** One file of a batch, relative to the batch folder; a stream is opened only when it is written. */
export interface PackageFile {
  path: string;
  content: string | (() => Promise<Readable>);
}

/** A delivery run's batch: its files in writing order, the BatchComplete manifest last. */
export interface DeliveryBatch {
  batchId: string;
  files: PackageFile[];
}

export interface AcknowledgementFile {
  name: string;
  xml: string;
}

/**
 * An open connection to a store's target (folder, SFTP server, S3 bucket): writes a batch under
 * `<target path>/<batch id>/`, reads and files away the store's acknowledgements.
 */
export interface DeliveryConnection {
  writeBatch(batch: DeliveryBatch): Promise<void>;
  /** The XML files in `<target path>/acknowledgements/` not yet processed. */
  acknowledgements(): Promise<AcknowledgementFile[]>;
  /** Moves a read acknowledgement to `acknowledgements/processed/`. */
  processed(name: string): Promise<void>;
  close(): Promise<void>;
}

/** Only plain file names come from a store's folder listing (no separators, no dot-dot). */
export function isPlainXmlName(name: string): boolean {
  return /^[\w.-]+\.xml$/i.test(name) && !name.startsWith('.');
}
