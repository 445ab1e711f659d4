import { tooManyRequestsMessage } from '@soundpost/contracts';

export class DomainError extends Error {
  constructor(
    public readonly code: string,
    message: string,
    public readonly status = 400,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'DomainError';
  }

  static notFound(message = 'Not found.', code = 'not_found'): DomainError {
    return new DomainError(code, message, 404);
  }

  static forbidden(message = 'Forbidden.', code = 'forbidden'): DomainError {
    return new DomainError(code, message, 403);
  }

  static unauthorized(message = 'Unauthenticated.', code = 'unauthenticated'): DomainError {
    return new DomainError(code, message, 401);
  }

  static conflict(message: string, code = 'conflict'): DomainError {
    return new DomainError(code, message, 409);
  }

  static validation(errors: Record<string, string[]>, message?: string): DomainError {
    const first = Object.values(errors).flat()[0];
    return new DomainError('validation_failed', message ?? first ?? 'The given data was invalid.', 422, errors);
  }

  static tooManyRequests(retryAfterSeconds: number, message?: string): DomainError {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return new DomainError('too_many_requests', message ?? tooManyRequestsMessage(seconds), 429, undefined, { 'Retry-After': String(seconds) }, { retry_after: seconds });
  }
}
