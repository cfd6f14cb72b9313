import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAuditQuery } from '@dpts/contract/admin';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useAudit(query: TAuditQuery) {
  return useQuery({
    queryKey: adminKeys.audit(query),
    queryFn: ({ signal }) => callApi('listAudit', { query, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}
