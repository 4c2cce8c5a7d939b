// Errors a use case raises on purpose; the error handler turns them into { success:false, error, code, field? }.
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';

export interface AppErrorExtras {
  /**
   * Extra fields of the error body the spec names, e.g. `requiresOtpVerification` (docs/behaviour/auth.md#sign-up).
   */
  details?: Record<string, string | number | boolean>;
  /** Response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  static badRequest(message: string, field?: string, code: string = ERROR_CODES.badRequest) {
    return new AppError(400, code, message, field);
  }

  static notFound(message: string, code: string = ERROR_CODES.notFound) {
    return new AppError(404, code, message);
  }

  static conflict(message: string, code: string) {
    return new AppError(409, code, message);
  }

  static unprocessable(message: string, code: string, field?: string) {
    return new AppError(422, code, message, field);
  }
}
