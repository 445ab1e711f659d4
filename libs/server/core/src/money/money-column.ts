import { Column, type ColumnOptions, type ValueTransformer } from 'typeorm';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

export function safeIntegerTransformer(what = 'bigint value'): ValueTransformer {
  return {
    to(value: unknown): unknown {
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

export const centsTransformer: ValueTransformer = safeIntegerTransformer('Money amount (cents)');

export type MoneyColumnOptions = Omit<ColumnOptions, 'type' | 'transformer'>;

export function MoneyColumn(options: MoneyColumnOptions = {}): PropertyDecorator {
  return Column({ ...options, type: 'bigint', transformer: centsTransformer });
}
