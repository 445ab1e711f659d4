import { ValidationError, ValidationPipe } from '@nestjs/common';
import { DomainError } from './domain-error';

/** Flattens class-validator errors to `{ 'field' | 'parent.child': [messages] }`. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of errors) {
    const key = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      out[key] = Object.entries(error.constraints).map(([rule, message]) =>
        rule === 'whitelistValidation' ? 'This field is not allowed.' : message,
      );
    }
    if (error.children?.length) Object.assign(out, flattenValidationErrors(error.children, key));
  }
  return out;
}

/**
 * Global validation: unknown fields are rejected (a client can never set status, balance, roles
 * or ownership), payloads are transformed to DTO instances, failures are 422 with per-field messages.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => DomainError.validation(flattenValidationErrors(errors)),
  });
}
