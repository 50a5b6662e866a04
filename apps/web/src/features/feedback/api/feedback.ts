import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CallRequest } from '@lobby/contract/registry';
import { call } from '@/lib/api-client';
import { nextPage } from '@/lib/paging';

/** Feedback threads a page of the record asks for. */
const PAGE_SIZE = 20;

export const feedbackListQuery = () =>
  infiniteQueryOptions({
    queryKey: ['feedbackList'] as const,
    queryFn: ({ pageParam }) => call('feedbackList', { pageNum: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useFeedbackList = () => useInfiniteQuery(feedbackListQuery());

export const feedbackDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['feedbackDetail', id] as const,
    queryFn: () => call('feedbackDetail', { id }),
  });

export const useFeedbackDetail = (id: number, enabled: boolean) =>
  useQuery({ ...feedbackDetailQuery(id), enabled });

/** Sends feedback; the record shows it next. */
export const useFeedbackSubmit = () => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedbackSubmit'],
    mutationFn: (body: CallRequest<'feedbackSubmit'>) => call('feedbackSubmit', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedbackList'] }),
  });
};

/** The player's message in a thread; the thread and the record are read again. */
export const useFeedbackReply = (id: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['feedbackReply', id],
    mutationFn: (text: string) => call('feedbackReply', { id, text }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['feedbackDetail', id] }),
        client.invalidateQueries({ queryKey: ['feedbackList'] }),
      ]),
  });
};
