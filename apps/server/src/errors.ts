import { SERVER_ERRORS, type ServerErrorCode } from '@tarot/contract/errors';

/** An error with a catalogue code; the error handler turns it into `{ code, message }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ServerErrorCode,
    message: string = SERVER_ERRORS[code].message,
  ) {
    super(message);
    this.status = SERVER_ERRORS[code].status;
  }
}
