import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TCatalogueCourse,
  TCatalogueCoursesQuery,
  TCatalogueTopic,
  TCourseInput,
  TCourseUpdate,
  TTopicInput,
  TTopicUpdate,
} from '@dpts/contract/admin';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

type CoursesPage = {
  items: TCatalogueCourse[];
  page: number;
  limit: number;
  total: number;
  totalCapped: boolean;
};

export function useCatalogueTopics() {
  return useQuery({
    queryKey: adminKeys.topics,
    queryFn: ({ signal }) =>
      api.get<{ data: TCatalogueTopic[] }>('/super/catalogue/topics', undefined, signal),
    select: (answer) => answer.data,
  });
}

export function useCatalogueCourses(query: TCatalogueCoursesQuery) {
  return useQuery({
    queryKey: adminKeys.courses(query),
    queryFn: ({ signal }) =>
      api.get<{ data: CoursesPage }>('/super/catalogue/courses', query, signal),
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
  useCatalogueMutation((body: TTopicInput) =>
    api.post<{ data: TCatalogueTopic }>('/super/catalogue/topics', body),
  );
export const useUpdateTopic = () =>
  useCatalogueMutation(({ id, body }: { id: string; body: TTopicUpdate }) =>
    api.put<{ data: TCatalogueTopic }>(`/super/catalogue/topics/${id}`, body),
  );
export const useSetTopicActive = () =>
  useCatalogueMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.post<{ data: TCatalogueTopic }>(
      `/super/catalogue/topics/${id}/${isActive ? 'restore' : 'retire'}`,
    ),
  );
export const useCreateCourse = () =>
  useCatalogueMutation((body: TCourseInput) =>
    api.post<{ data: TCatalogueCourse }>('/super/catalogue/courses', body),
  );
export const useUpdateCourse = () =>
  useCatalogueMutation(({ id, body }: { id: string; body: TCourseUpdate }) =>
    api.put<{ data: TCatalogueCourse }>(`/super/catalogue/courses/${id}`, body),
  );
export const useSetCourseActive = () =>
  useCatalogueMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    api.post<{ data: TCatalogueCourse }>(
      `/super/catalogue/courses/${id}/${isActive ? 'restore' : 'retire'}`,
    ),
  );
