import { errorCodes, errorNames, type ErrorCode, type TFieldIssue } from '@dpts/contract';

/**
 * The one error type services raise; the error handler turns it into
 * `{statusCode, error, code, message, details?}`. The code (from the contract's list) fixes the
 * status; the message is the text people read.
 */
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

type CodeOf<Status extends number> = {
  [C in ErrorCode]: (typeof errorCodes)[C] extends Status ? C : never;
}[ErrorCode];

/** A 400; `field` names the offending field in `details`; `code` a finer 400 code. */
export const badRequest = (message: string, field?: string, code: CodeOf<400> = 'BAD_REQUEST') =>
  new AppError(code, message, field ? [{ field, message }] : undefined);
export const unauthorized = (message: string, code: CodeOf<401> = 'UNAUTHORIZED') =>
  new AppError(code, message);
export const forbidden = (message: string, code: CodeOf<403> = 'FORBIDDEN') =>
  new AppError(code, message);
export const notFound = (message: string, code: CodeOf<404> = 'NOT_FOUND') =>
  new AppError(code, message);
export const tooManyRequests = (message: string) => new AppError('TOO_MANY_REQUESTS', message);
