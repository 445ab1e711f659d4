import { parseJsonText } from '@soundpost/contracts';
import type { FieldRule, RuleResult } from '@soundpost/server-core/http';

/** Partial saves: a body changes only the keys it carries (null and '' clear, absent keeps). */
export const has = (body: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(body, key) && (body as Record<string, unknown>)[key] !== undefined;

export const ok = <T>(value: T): RuleResult<T> => ({ ok: true, value });
export const fail = (error: string): RuleResult<never> => ({ ok: false, error });

export function whenGiven<T>(rule: FieldRule<T>): FieldRule<T | undefined> {
  return (value, payload) => (value === undefined ? ok(undefined) : rule(value, payload));
}

/** Any value: the field is read (and judged) by the domain step after validation. */
export const anyValue: FieldRule<unknown> = (value) => ok(value);

export function optionalText(max: number): FieldRule<string | null> {
  return (value) => {
    if (value === null || value === undefined) return ok(null);
    if (typeof value !== 'string' && typeof value !== 'number') return fail('Must be text.');
    const text = String(value).trim();
    if (text.length > max) return fail(`Must be at most ${max} characters.`);
    return ok(text === '' ? null : text);
  };
}

export function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === null || value === '') return false;
  return undefined;
}

export function flagRule(message: string): FieldRule<boolean> {
  return (value) => {
    const flag = parseFlag(value);
    return flag === undefined ? fail(message) : ok(flag);
  };
}

export function parseList(value: unknown): unknown[] | undefined {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      const parsed = parseJsonText(text);
      return parsed.ok && Array.isArray(parsed.value) ? parsed.value : undefined;
    }
    return text.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return undefined;
}

export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
