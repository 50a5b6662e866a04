import { ErrorCode, errorCatalogue } from '@lobby/contract/values/errors';

/**
 * The one error a service throws to refuse something. Its code is an entry of the contract's
 * errcode catalogue, which says the HTTP status (business refusals travel as 200) and the
 * message; the error handler turns it into the envelope.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly httpStatus: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
  ) {
    super(errorCatalogue[code].msg);
    this.httpStatus = errorCatalogue[code].httpStatus;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export { ErrorCode };
