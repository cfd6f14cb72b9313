import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TOrganisationInput,
  TVolunteerDecisionRequest,
  TVolunteerEntryInput,
  TVolunteerQueueQuery,
  TVolunteerVerifyRequest,
} from '@dpts/contract/volunteering';
import { callApi } from '../../../lib/api-client';

export const volunteeringKeys = {
  mine: (page: number) => ['volunteering', 'mine', page] as const,
  all: ['volunteering'] as const,
  verification: (token: string) => ['volunteering-link', token] as const,
  queue: (query: object) => ['super', 'volunteering', query] as const,
  queueAll: ['super', 'volunteering'] as const,
  organisations: ['super', 'organisations'] as const,
};

/** The officer's entries with approved and pending hours (page 1 also feeds the dashboard). */
export function useMyVolunteering(page = 1) {
  return useQuery({
    queryKey: volunteeringKeys.mine(page),
    queryFn: ({ signal }) => callApi('listVolunteering', { query: { page, limit: 20 }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** Logs an entry; the key makes a retried submission (a dropped connection) log it once. */
export function useLogVolunteering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TVolunteerEntryInput; key: string }) =>
      callApi('logVolunteering', { body, headers: { 'Idempotency-Key': key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.all }),
  });
}

export function useWithdrawVolunteering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('withdrawVolunteering', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.all }),
  });
}

/** A new single-use link for a supervisor with a phone only, for the officer to send. */
export function useShareVolunteeringLink() {
  return useMutation({
    mutationFn: (id: string) => callApi('shareVolunteeringLink', { params: { id } }),
  });
}

export function useVerification(token: string) {
  return useQuery({
    queryKey: volunteeringKeys.verification(token),
    queryFn: ({ signal }) => callApi('getVolunteeringVerification', { params: { token }, signal }),
    select: (answer) => answer.data,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useAnswerVerification(token: string) {
  return useMutation({
    mutationFn: (body: TVolunteerVerifyRequest) =>
      callApi('answerVolunteeringVerification', { params: { token }, body }),
  });
}

export function useVolunteeringQueue(query: TVolunteerQueueQuery) {
  return useQuery({
    queryKey: volunteeringKeys.queue(query),
    queryFn: ({ signal }) => callApi('listVolunteeringQueue', { query, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useDecideVolunteering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TVolunteerDecisionRequest) => callApi('decideVolunteering', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.queueAll }),
  });
}

export function useOrganisations() {
  return useQuery({
    queryKey: volunteeringKeys.organisations,
    queryFn: ({ signal }) => callApi('listOrganisations', { signal }),
    select: (answer) => answer.data,
  });
}

export function useSaveOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: TOrganisationInput }) =>
      id
        ? callApi('updateOrganisation', { params: { id }, body })
        : callApi('createOrganisation', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.organisations }),
  });
}

export function useDeleteOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('deleteOrganisation', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: volunteeringKeys.organisations }),
  });
}
