// The error codes and their statuses without zod, so a client's first screen (the web app's
// entry) can tell one failure from another without loading zod; `errors.ts` adds the schemas.

/**
 * Every code an error body can carry, with the HTTP status it is answered with. Clients decide
 * on `code`; `message` is the text for people (spec section 8) and may change without notice.
 * Add a code here (and nowhere else) when a client needs to tell one refusal from another.
 */
export const errorCodes = {
  /** A request the server refuses for a reason named in `message`. */
  BAD_REQUEST: 400,
  /** A field broke a contract schema; `details` names each field. */
  VALIDATION_FAILED: 400,
  /** The body is not JSON, empty, or of the wrong content type. */
  MALFORMED_REQUEST: 400,
  EMAIL_EXISTS: 400,
  PHONE_EXISTS: 400,
  USERNAME_EXISTS: 400,
  USERNAME_READ_ONLY: 400,
  /** A wrong, expired, used-up or missing email verification code. */
  OTP_REJECTED: 400,
  ALREADY_VERIFIED: 400,
  /** An emailed verification or password-reset link that no longer works. */
  LINK_INVALID: 400,
  WRONG_PASSWORD: 400,
  /** No session, or it has expired: the client signs the user out. */
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** approving a claim would pass the officer's daily caps: it needs an explicit over-cap approval */
  CLAIM_OVER_CAP: 409,
  /** An uploaded file refused by its type, size or a reading budget; `message` says which. */
  FILE_REFUSED: 400,
  /** the available balance does not cover a reward's cost (or is below zero after a clawback) */
  INSUFFICIENT_BALANCE: 409,
  /** the officer already holds as many of this reward as it allows */
  REWARD_LIMIT_REACHED: 409,
  REWARD_OUT_OF_STOCK: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The HTTP reason phrase a body's `error` carries. */
export function statusName(statusCode: number): string {
  return statusNames[statusCode] ?? (statusCode >= 500 ? statusNames[500]! : 'Error');
}

/** The general code of a status, for failures that have no finer code (Fastify's own 4xx…). */
export function codeForStatus(statusCode: number): ErrorCode {
  const exact = errorCodeList.find((code) => errorCodes[code] === statusCode);
  if (exact) return exact;
  return statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** `error` of each code: its status's reason phrase. */
export const errorNames = Object.fromEntries(
  errorCodeList.map((code) => [code, statusName(errorCodes[code])]),
) as Record<ErrorCode, string>;
