const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /^Connection terminated/i, // node-postgres: "Connection terminated unexpectedly", "… due to connection timeout"
  /timeout exceeded when trying to connect/i, // pg-pool connect timeout
  /is not queryable/i, // a client whose connection already failed
  /the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)/i,
  /terminating connection due to administrator command/i,
  /server closed the connection unexpectedly/i,
  /terminating connection due to (unexpected postmaster exit|crash of another server process)/i,
];
const ERROR_NAMES = new Set(['QueryRunnerAlreadyReleasedError']);

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailableError(error: unknown): boolean {
  return check(error, 0);
}

function check(error: unknown, depth: number): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (SQLSTATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return true;
  if (typeof e.code === 'string' && NETWORK_CODES.has(e.code) && typeof (e as { syscall?: unknown }).syscall === 'string') return true;
  if (ERROR_NAMES.has((error as Error).name) || ERROR_NAMES.has(error.constructor?.name)) return true;
  if (typeof e.message === 'string' && MESSAGES.some((re) => re.test(e.message as string))) return true;
  if (check(e.driverError, depth + 1) || check(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((inner) => check(inner, depth + 1));
}
