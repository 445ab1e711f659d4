import { ValidationError, ValidationPipe, ValidationPipeOptions } from '@nestjs/common';
import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { DomainError } from './domain-error';
import { cacheValidationMetadata } from './validation-metadata-cache';

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

// Unknown fields are refused, so a client can never set status, balance, roles or ownership.
const VALIDATION_OPTIONS = { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true } satisfies ValidationPipeOptions;

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => DomainError.validation(flattenValidationErrors(errors)),
  });
}

export async function validateBody<T extends object>(dto: ClassConstructor<T>, body: unknown): Promise<T> {
  cacheValidationMetadata();
  const plain = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const instance = plainToInstance(dto, plain);
  const errors = await validate(instance, VALIDATION_OPTIONS);
  if (errors.length) throw DomainError.validation(flattenValidationErrors(errors));
  return instance;
}
