import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isDatabaseUnavailableError } from '../database/connection-errors';
import { DomainError } from '../http/domain-error';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 3600;
export const IDEMPOTENCY_ABANDONED_AFTER_SECONDS = 10 * 60;

export type IdempotencyClaim = { kind: 'claimed'; id: number } | { kind: 'replay'; status: number; body: unknown };

export function idempotencyRequestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body ?? null)}`).digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly keys: IdempotencyKeysRepository) {}

  async claim(scope: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimed = await this.keys.claimOrTakeOver(scope, key, requestHash, IDEMPOTENCY_KEY_TTL_SECONDS, IDEMPOTENCY_ABANDONED_AFTER_SECONDS);
      if (claimed !== null) return { kind: 'claimed', id: claimed };
      const existing = await this.keys.find(scope, key);
      if (!existing) continue;
      if (existing.requestHash !== requestHash) {
        throw new DomainError('idempotency_key_reused', 'This Idempotency-Key was already used for a different request.', 422);
      }
      if (existing.state === 'in_flight') {
        throw new DomainError('idempotency_in_flight', 'A request with this Idempotency-Key is still being processed. Try again shortly.', 409);
      }
      return { kind: 'replay', status: existing.responseStatus ?? 200, body: existing.responseBody ?? undefined };
    }
    throw new DomainError('idempotency_in_flight', 'A request with this Idempotency-Key is still being processed. Try again shortly.', 409);
  }

  async complete(id: number, status: number, body: unknown): Promise<void> {
    await this.keys.complete(id, status, body);
  }

  async release(id: number): Promise<void> {
    await this.keys.releaseInFlight(id);
  }

  settleLater(work: () => Promise<void>, startedAt = Date.now(), delayMs = 250): void {
    const timer = setTimeout(() => {
      work().catch((error: unknown) => {
        const tooLate = Date.now() - startedAt > IDEMPOTENCY_ABANDONED_AFTER_SECONDS * 1000;
        if (isDatabaseUnavailableError(error) && !tooLate) this.settleLater(work, startedAt, Math.min(delayMs * 2, 5000));
        else this.logger.warn({ err: (error as Error).message }, 'Could not settle an Idempotency-Key claim');
      });
    }, delayMs);
    timer.unref();
  }

  deleteExpired(now = new Date()): Promise<number> {
    return this.keys.deleteCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000));
  }
}
