import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBadgeClassInput } from '@dpts/contract/badges';
import { callApi } from '../../../lib/api-client';

export const badgeKeys = {
  mine: ['badges', 'mine'] as const,
  credential: (id: string) => ['badges', 'credential', id] as const,
  classes: ['super', 'badges'] as const,
  tracks: ['super', 'badges', 'tracks'] as const,
};

/** The signed-in officer's badges (the gallery). */
export function useMyBadges() {
  return useQuery({
    queryKey: badgeKeys.mine,
    queryFn: ({ signal }) => callApi('listProfileBadges', { signal }),
    select: (answer) => answer.data,
  });
}

/** What the public page shows of one credential, verified by the server now. */
export function useBadgeCredential(id: string) {
  return useQuery({
    queryKey: badgeKeys.credential(id),
    queryFn: ({ signal }) => callApi('viewBadgeCredential', { params: { id }, signal }),
    select: (answer) => answer.data,
    retry: false,
  });
}

export function useSetBadgeVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hideName }: { id: string; hideName: boolean }) =>
      callApi('setBadgeVisibility', { params: { id }, body: { hideName } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['badges'] }),
  });
}

// ---------- super: badge classes ----------

/** Every badge class, retired ones included. */
export function useSuperBadges() {
  return useQuery({
    queryKey: badgeKeys.classes,
    queryFn: ({ signal }) => callApi('listSuperBadges', { signal }),
    select: (answer) => answer.data,
  });
}

/** The learning tracks a `track` rule can name. */
export function useBadgeTracks() {
  return useQuery({
    queryKey: badgeKeys.tracks,
    queryFn: ({ signal }) => callApi('listCatalogueTopics', { signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TBadgeClassInput }) =>
      id
        ? callApi('updateSuperBadge', { params: { id }, body })
        : callApi('createSuperBadge', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.classes }),
  });
}

/** Retires (no new awards; awarded credentials stay valid) or restores a class. */
export function useSetBadgeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      callApi('updateSuperBadge', { params: { id }, body: { isActive } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.classes }),
  });
}

/** Deletes a class never awarded; the server answers 409 for an awarded one. */
export function useDeleteBadge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteSuperBadge', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: badgeKeys.classes }),
  });
}
