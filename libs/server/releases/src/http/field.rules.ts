import { DomainError } from '@soundpost/server-core';

/**
 * Per-field errors collected over one request body, thrown together as one 422 (the forms show
 * every field's message at once). Bodies arrive as plain JSON: fields are checked by hand against
 * the contract's rules rather than a DTO, because partial saves treat "absent" and "null" differently.
 */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  has(field?: string): boolean {
    return field ? Boolean(this.errors[field]) : Object.keys(this.errors).length > 0;
  }

  throwIfAny(): void {
    if (this.has()) throw DomainError.validation(this.errors);
  }
}

/** The JSON body as an object (an absent or non-object body reads as empty). */
export function bodyObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export const has = (body: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(body, key) && body[key] !== undefined;

/** Optional text: '' / null → null; anything else must be a string (or number) of at most `max` characters. */
export function optionalText(body: Record<string, unknown>, key: string, max: number, errors: FieldErrors): string | null {
  const value = body[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number') {
    errors.add(key, 'Must be text.');
    return null;
  }
  const text = String(value).trim();
  if (text.length > max) errors.add(key, `Must be at most ${max} characters.`);
  return text === '' ? null : text;
}

/** 1/0, true/false, '1'/'0', 'true'/'false' (the forms send 0/1). */
export function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === null || value === '') return false;
  return undefined;
}

/** Lists may arrive as arrays, JSON text or comma-separated text. */
export function parseList(value: unknown): unknown[] | undefined {
  if (value === null || value === undefined || value === '') return [];
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    }
    return text.split(',').map((s) => s.trim()).filter(Boolean);
  }
  return undefined;
}

/** 0/1 for the booleans the specs show as numbers. */
export const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
