import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants.ts';
import { ZText } from './fields.ts';

export const ZHealthResponse = z.object({ status: z.literal('ok') });
export const ZIdParams = z.object({ id: ZText().min(1).max(64) });

export function pageQuery(defaultLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultLimit),
    search: ZText().trim().max(100).optional(),
  });
}
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });
}
