import type { ValidationResult } from '@soundpost/contracts';
import { ValidateBy, ValidationArguments } from 'class-validator';

/**
 * A class-validator rule from one of the shared `@soundpost/contracts` validators, with its own
 * message: the server answers exactly what the web form shows.
 */
export function Satisfies(rule: (value: unknown) => ValidationResult<unknown>, name = 'satisfies'): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => rule(value).ok,
      defaultMessage: (args?: ValidationArguments) => {
        const result = rule(args?.value);
        return result.ok ? '' : result.error;
      },
    },
  });
}

/** Trims and lower-cases a string (addresses); other types pass through for the validators to refuse. */
export const normaliseEmailValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Drops everything but digits from a string code ('123 456' → '123456'), as the code inputs do. */
export const normaliseCodeValue = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.replace(/\D/g, '') : value);
