import { QueryFailedError } from 'typeorm';

type DriverError = { code?: string; constraint?: string };

/**
 * A Postgres unique violation (23505), optionally of one named constraint: the caller answers
 * "already taken" or retries with a fresh value instead of failing.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = (error as QueryFailedError & { driverError?: DriverError }).driverError;
  return driver?.code === '23505' && (constraint === undefined || driver.constraint === constraint);
}
