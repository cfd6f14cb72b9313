import { errorCodes, errorNames, type ErrorCode, type TFieldIssue } from '@dpts/contract';

/** The one error type services raise; the error handler turns it into `{statusCode, error, message, details?}`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: TFieldIssue[],
  ) {
    super(message);
    this.statusCode = errorCodes[code];
  }
  get errorName(): string {
    return errorNames[this.code];
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', message, field ? [{ field, message }] : undefined);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const tooManyRequests = (message: string) => new AppError('TOO_MANY_REQUESTS', message);
