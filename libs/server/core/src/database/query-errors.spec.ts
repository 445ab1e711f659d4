import { QueryFailedError } from 'typeorm';
import { isUuid } from '../ids/uuid';
import { isUniqueViolation } from './query-errors';

const pgError = (code: string, constraint?: string) => Object.assign(new Error('db'), { code, constraint });

describe('isUniqueViolation', () => {
  it('recognises 23505, of any constraint or of the one named', () => {
    const error = new QueryFailedError('INSERT', [], pgError('23505', 'releases_upc_uq'));
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'releases_upc_uq')).toBe(true);
    expect(isUniqueViolation(error, 'users_email_uq')).toBe(false);
  });

  it('is false for other errors', () => {
    expect(isUniqueViolation(new QueryFailedError('INSERT', [], pgError('23503')))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe('isUuid', () => {
  it('accepts uuids in any case and nothing else', () => {
    expect(isUuid('6f1c2e0a-3b4d-4c5e-9f60-7a8b9c0d1e2f')).toBe(true);
    expect(isUuid('6F1C2E0A-3B4D-4C5E-9F60-7A8B9C0D1E2F')).toBe(true);
    for (const value of ['', 'nope', '6f1c2e0a-3b4d-4c5e-9f60-7a8b9c0d1e2', ' 6f1c2e0a-3b4d-4c5e-9f60-7a8b9c0d1e2f', 42, null, undefined]) expect(isUuid(value)).toBe(false);
  });
});
