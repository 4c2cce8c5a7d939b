// Errors a use case raises on purpose; the error handler turns them into { success:false, error, code, field? }.
// One shape for every one of them (issue 27): an options object, so a message, a field and a code can never be
// passed in each other's places.
import { ERROR_CODES } from '@haat/domain/http/api-error.schema';

export interface AppErrorExtras {
  /**
   * Extra fields of the error body the spec names, e.g. `requiresOtpVerification` (docs/behaviour/auth.md#sign-up).
   */
  details?: Record<string, string | number | boolean>;
  /** Response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
}

/** What an error says: the shopper-facing message, its stable code and, for a form, the field it belongs to. */
export interface AppErrorOptions extends AppErrorExtras {
  message: string;
  code: string;
  field?: string | undefined;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly field?: string | undefined;
  readonly extras: AppErrorExtras;

  constructor({ status, message, code, field, details, headers }: AppErrorOptions & { status: number }) {
    super(message);
    this.name = 'AppError';
    this.statusCode = status;
    this.code = code;
    this.field = field;
    this.extras = { ...(details ? { details } : {}), ...(headers ? { headers } : {}) };
  }

  static badRequest(options: Omit<AppErrorOptions, 'code'> & { code?: string }) {
    return new AppError({ ...options, status: 400, code: options.code ?? ERROR_CODES.badRequest });
  }

  static notFound(options: Omit<AppErrorOptions, 'code' | 'field'> & { code?: string }) {
    return new AppError({ ...options, status: 404, code: options.code ?? ERROR_CODES.notFound });
  }

  static conflict(options: Omit<AppErrorOptions, 'field'>) {
    return new AppError({ ...options, status: 409 });
  }

  static unprocessable(options: AppErrorOptions) {
    return new AppError({ ...options, status: 422 });
  }
}
