import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { isDatabaseUnavailableError } from '../database/connection-errors';
import { DomainError } from '../http/domain-error';
import { IdempotencyKeysRepository } from './idempotency-keys.repository';

/** A key may be reused with a new request once its first use is this old. */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 3600;
/**
 * A claim still in flight after this long belongs to a process that died mid-request (handlers
 * finish in seconds, statements time out long before): it may be taken over so the key is not
 * blocked for a whole day.
 */
export const IDEMPOTENCY_ABANDONED_AFTER_SECONDS = 10 * 60;

export type IdempotencyClaim = { kind: 'claimed'; id: number } | { kind: 'replay'; status: number; body: unknown };

/** sha256 of method, path and the canonical JSON body: what "the same request" means. */
export function idempotencyRequestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(`${method.toUpperCase()}\n${path}\n${canonicalJson(body ?? null)}`).digest('hex');
}

/** JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` hash alike. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * Claims, completes and releases idempotency keys (`idempotency_keys`). The claim is a single
 * `INSERT … ON CONFLICT` so two concurrent first requests can never both run. Most code uses the
 * `@Idempotent()` decorator instead of calling this directly.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly keys: IdempotencyKeysRepository) {}

  /**
   * Claims (scope, key) for this request, or explains why not: the stored answer to replay, 409
   * `idempotency_in_flight` while the first request runs, 422 `idempotency_key_reused` when the
   * key came with a different request.
   */
  async claim(scope: string, key: string, requestHash: string): Promise<IdempotencyClaim> {
    // The row may vanish between the insert and the read (the first request failed and released
    // it); then simply try to claim again.
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

  /** Stores the answer of a claimed request; later requests with the key get it replayed. */
  async complete(id: number, status: number, body: unknown): Promise<void> {
    await this.keys.complete(id, status, body);
  }

  /** Gives the key back after a failed request, so the client may retry with it. */
  async release(id: number): Promise<void> {
    await this.keys.releaseInFlight(id);
  }

  /**
   * Retries `work` (a completion or release the database could not take) with backoff, 250 ms
   * doubling to 5 s, while the database is unreachable; past the abandonment delay the claim is
   * taken over anyway, so trying longer is pointless.
   */
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

  /** Deletes keys past their 24 h lifetime; meant for a scheduled job. Returns how many. */
  deleteExpired(now = new Date()): Promise<number> {
    return this.keys.deleteCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_SECONDS * 1000));
  }
}
