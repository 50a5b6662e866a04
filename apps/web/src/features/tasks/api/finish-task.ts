import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/** Says a task the client completes itself (share, open the download, visit a page) is done. */
export const finishTask = (id: number) => call('finishTask', { id });

export const useFinishTask = () =>
  useMutation({
    mutationKey: ['finishTask'],
    mutationFn: finishTask,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['getTaskUser'] });
      void queryClient.invalidateQueries({ queryKey: ['activityGetStatusList'] });
    },
  });
