import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** The player's own data as one JSON document (exportMyData; once an hour at most). */
export const exportMyData = () => call('exportMyData', {});

export const useExportMyData = () =>
  useMutation({ mutationKey: ['exportMyData'], mutationFn: exportMyData });
