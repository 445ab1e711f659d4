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

export interface DeliveryConnection {
  writeBatch(batch: DeliveryBatch): Promise<void>;
  acknowledgements(): Promise<AcknowledgementFile[]>;
  processed(name: string): Promise<void>;
  close(): Promise<void>;
}

export function isPlainXmlName(name: string): boolean {
  return /^[\w.-]+\.xml$/i.test(name) && !name.startsWith('.');
}
