import { createHash, Hash } from 'node:crypto';
import { Transform, TransformCallback } from 'node:stream';
import { DomainError } from '../http/domain-error';
import { StreamGarbageCollector } from './young-garbage';

export function payloadTooLarge(message = 'The file is too large.'): DomainError {
  return new DomainError('payload_too_large', message, 413);
}

export class ByteMeter extends Transform {
  bytes = 0;
  private readonly hash: Hash = createHash('sha256');
  private readonly collector = new StreamGarbageCollector();

  constructor(
    private readonly maxBytes: number,
    private readonly tooLargeMessage?: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return callback(payloadTooLarge(this.tooLargeMessage));
    this.hash.update(chunk);
    this.collector.count(chunk.length);
    callback(null, chunk);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}
