import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unread: ['notifications', 'unread'] as const,
};

/** The bell's badge: read again every minute and when the officer comes back to the tab. */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => callApi('countUnreadNotifications', { signal }),
    select: (answer) => answer.data.unread,
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => callApi('listNotifications', { query: { limit: 20 }, signal }),
    select: (answer) => answer.data,
    enabled,
  });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callApi('markNotificationsRead', { body: ids ? { ids } : {} }),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.unread, answer);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    },
  });
}
