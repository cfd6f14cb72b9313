import { z } from 'zod';
import { errorCodeList } from './error-codes.ts';

export * from './error-codes.ts';

export const ZErrorCode = z.enum(errorCodeList);

/** One error shape everywhere: `{statusCode, error, code, message, details?}`. */
export const ZFieldIssue = z.object({ field: z.string(), message: z.string() });
export const ZApiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: ZErrorCode,
  message: z.string(),
  details: z.array(ZFieldIssue).optional(),
});
export type TApiError = z.infer<typeof ZApiError>;
export type TFieldIssue = z.infer<typeof ZFieldIssue>;
