import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCatalogueCoursesQuery,
  TCourseInput,
  TCourseUpdate,
  TTopicInput,
  TTopicUpdate,
} from '@dpts/contract/admin';
import type { TCourseIdentifier } from '@dpts/contract/course-identifiers';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from './keys';

export function useCatalogueTopics() {
  return useQuery({
    queryKey: adminKeys.topics,
    queryFn: ({ signal }) => callApi('listCatalogueTopics', { signal }),
    select: (answer) => answer.data,
  });
}

export function useCatalogueCourses(query: TCatalogueCoursesQuery) {
  return useQuery({
    queryKey: adminKeys.courses(query),
    queryFn: ({ signal }) => callApi('listCatalogueCourses', { query, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/**
 * Every catalogue change: afterwards the catalogue lists, the audit log and the officers' own
 * topic lists (key `topics`) are read again.
 */
function useCatalogueMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.catalogue }),
        queryClient.invalidateQueries({ queryKey: ['super', 'audit'] }),
        queryClient.invalidateQueries({ queryKey: ['topics'] }),
      ]);
    },
  });
}

export const useCreateTopic = () =>
  useCatalogueMutation((body: TTopicInput) => callApi('createTopic', { body }));
export const useUpdateTopic = () =>
  useCatalogueMutation(({ id, body }: { id: string; body: TTopicUpdate }) =>
    callApi('updateTopic', { params: { id }, body }),
  );
export const useSetTopicActive = () =>
  useCatalogueMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    callApi(isActive ? 'restoreTopic' : 'retireTopic', { params: { id } }),
  );
export const useCreateCourse = () =>
  useCatalogueMutation((body: TCourseInput) => callApi('createCourse', { body }));
export const useUpdateCourse = () =>
  useCatalogueMutation(({ id, body }: { id: string; body: TCourseUpdate }) =>
    callApi('updateCourse', { params: { id }, body }),
  );
export const useSetCourseActive = () =>
  useCatalogueMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    callApi(isActive ? 'restoreCourse' : 'retireCourse', { params: { id } }),
  );

/** Replaces a course's identifiers at its issuer (audit-logged on the server). */
export const useSetCourseIdentifiers = () =>
  useCatalogueMutation(({ id, identifiers }: { id: string; identifiers: TCourseIdentifier[] }) =>
    callApi('setCourseIdentifiers', { params: { id }, body: { identifiers } }),
  );
