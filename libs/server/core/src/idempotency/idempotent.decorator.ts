import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Makes a creating route safe to retry: an optional `Idempotency-Key` header is claimed
 * atomically per caller; a repeat replays the first answer, a repeat while the first is still
 * running gets 409 `idempotency_in_flight`, the same key with another payload 422
 * `idempotency_key_reused`. A failed request releases the key. Keys live 24 hours.
 * For JSON-answering routes only (the answer is stored as JSON).
 */
export function Idempotent(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes the request safe to retry (any unique string, e.g. a UUID, per action).' }),
    ApiConflictResponse({ description: 'A request with the same Idempotency-Key is still being processed.' }),
  );
}
