import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Postgres `bigint` comes back from node-postgres as a string (it may exceed 2^53). Amounts in
 * cents and our bigserial ids never get near that, so we read them as plain numbers, and fail
 * loudly instead of silently rounding if one ever does.
 */
export function safeIntegerTransformer(what = 'bigint value'): ValueTransformer {
  return {
    to(value: unknown): unknown {
      // FindOperators (MoreThan(100)), raw SQL functions and nulls pass through untouched.
      if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number between -${MAX} and ${MAX}, got ${value}`);
        return value;
      }
      if (typeof value === 'bigint') return String(toSafeNumber(value, what));
      return value;
    },
    from(value: unknown): unknown {
      if (value === null || value === undefined) return value;
      if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) throw new RangeError(`${what} read from the database is not a safe integer: ${value}`);
        return value;
      }
      if (typeof value === 'string' || typeof value === 'bigint') {
        let big: bigint;
        try {
          big = BigInt(value);
        } catch {
          throw new RangeError(`${what} read from the database is not an integer: ${String(value)}`);
        }
        return toSafeNumber(big, `${what} read from the database`);
      }
      throw new RangeError(`${what} read from the database has an unexpected type: ${typeof value}`);
    },
  };
}

function toSafeNumber(value: bigint, what: string): number {
  if (value > MAX || value < -MAX) throw new RangeError(`${what} is outside the safe integer range (±${MAX}): ${value}`);
  return Number(value);
}

/** Integer cents in a `bigint` column, read back as a `number`. */
export const centsTransformer: ValueTransformer = safeIntegerTransformer('Money amount (cents)');

export type MoneyColumnOptions = Omit<ColumnOptions, 'type' | 'transformer'>;

/**
 * A money amount: integer cents in a `bigint` column, mapped to a `number` (never a string).
 * Keep the currency code in a column beside it.
 */
export function MoneyColumn(options: MoneyColumnOptions = {}): PropertyDecorator {
  return Column({ ...options, type: 'bigint', transformer: centsTransformer });
}
