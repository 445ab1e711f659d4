import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiConflictResponse, ApiHeader } from '@nestjs/swagger';
import { IdempotencyInterceptor } from './idempotency.interceptor';

export function Idempotent(): MethodDecorator {
  return applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Makes the request safe to retry (any unique string, e.g. a UUID, per action).' }),
    ApiConflictResponse({ description: 'A request with the same Idempotency-Key is still being processed.' }),
  );
}
