import { ConfigError } from '../config';

/** What `listen` rejects with when the address is taken (Node sets these on the error). */
interface ListenError {
  readonly code: 'EADDRINUSE';
  readonly address?: string;
  readonly port?: number;
}

const isAddressInUse = (error: unknown): error is ListenError =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';

/**
 * The words a failed start ends with. Mistakes an operator makes (a bad setting, a port
 * already taken) get one sentence that names the setting to change; anything else, the error
 * with its stack.
 */
export function startupFailure(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  if (isAddressInUse(error)) {
    const where = error.address ? ` on ${error.address}` : '';
    return `PORT ${error.port ?? ''} is already in use${where}: stop what listens there or choose another port, e.g. PORT=${(error.port ?? 3000) + 1} npm start`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
