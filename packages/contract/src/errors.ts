import { z } from 'zod';

/** One error shape everywhere: `{statusCode, error, message, details?}`. */
export const ZFieldIssue = z.object({ field: z.string(), message: z.string() });
export const ZApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.array(ZFieldIssue).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
export type TFieldIssue = z.infer<typeof ZFieldIssue>;

export const errorCodes = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof errorCodes;

export const errorNames: Record<ErrorCode, string> = {
  BAD_REQUEST: 'Bad Request',
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not Found',
  CONFLICT: 'Conflict',
  TOO_MANY_REQUESTS: 'Too Many Requests',
  INTERNAL: 'Internal Server Error',
  UNAVAILABLE: 'Service Unavailable',
};
