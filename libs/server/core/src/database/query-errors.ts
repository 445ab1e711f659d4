import { QueryFailedError } from 'typeorm';

type DriverError = { code?: string; constraint?: string };

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driver = (error as QueryFailedError & { driverError?: DriverError }).driverError;
  return driver?.code === '23505' && (constraint === undefined || driver.constraint === constraint);
}
