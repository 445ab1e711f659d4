import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestContext } from '../context/request-context';
import { isDatabaseUnavailableError } from '../database/connection-errors';
import { DomainError } from '../http/domain-error';
import { IdempotencyService, idempotencyRequestHash } from './idempotency.service';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

const VALID_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Runs a route's handler under its Idempotency-Key: the first request with a key runs and its answer is kept;
 * a retry with the same key and body gets that answer again (Idempotent-Replayed: true) without running twice.
 * Without a key the handler just runs.
 */
export async function runIdempotent(service: IdempotencyService, request: FastifyRequest, reply: FastifyReply, handler: () => Promise<unknown>): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key === '') return handler();
  if (!VALID_KEY.test(key)) {
    throw new DomainError('idempotency_key_invalid', 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.', 422);
  }

  const actorId = RequestContext.current()?.actor?.id;
  const scope = actorId ? String(actorId) : `anon:${request.ip}`;
  const path = request.url.split('?')[0];
  const claim = await service.claim(scope, key, idempotencyRequestHash(request.method, path, request.body));
  if (claim.kind === 'replay') {
    void reply.status(claim.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return claim.body;
  }

  let body: unknown;
  try {
    body = await handler();
  } catch (error) {
    await release(service, claim.id);
    throw error;
  }
  const status = reply.statusCode;
  try {
    await service.complete(claim.id, status, body);
  } catch (error) {
    // The handler's work is committed: keep the key for its answer, never free it for a second run.
    if (isDatabaseUnavailableError(error)) service.settleLater(() => service.complete(claim.id, status, body));
    else await release(service, claim.id);
    throw error;
  }
  return body;
}

/** Frees the key of a request that failed, so a retry runs; in an outage, once the database is back. */
async function release(service: IdempotencyService, id: number): Promise<void> {
  await service.release(id).catch((error: unknown) => {
    if (!isDatabaseUnavailableError(error)) throw error;
    service.settleLater(() => service.release(id));
  });
}
