/**
 * Whether an error means the database cannot be reached right now (stopped, restarting,
 * refusing connections, out of connection slots), as opposed to a query that is wrong. Such a
 * request may succeed if retried shortly: it answers 503 with Retry-After, never 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error; pg's own may wrap a socket error.
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (describesUnavailable(cause as DriverError)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface DriverError {
  readonly code?: unknown;
  readonly message?: unknown;
}

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATE classes 08 (connection exception) and 57P (operator intervention:
 * shutting down, starting up, crash recovery), and 53300 (no connection slot left).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || code.startsWith('57P') || code === '53300';

/** pg says these without a code, when a connection dies or none comes in time. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
];

function describesUnavailable({ code, message }: DriverError): boolean {
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text));
}
