import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditEntry, TAuditQuery } from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

type Page = {
  items: TAuditEntry[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
};

export function useAudit(query: TAuditQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => api.get<{ data: Page }>('/super/audit', query, signal),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
