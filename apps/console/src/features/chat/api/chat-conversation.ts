import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** One conversation with its messages, always read afresh. */
export const chatConversationQuery = (id: number) =>
  queryOptions({
    queryKey: ['chatConversation', id],
    queryFn: ({ signal }) => consoleCall('chatConversation', { id }, { signal }),
    staleTime: 0,
  });

/** Take a conversation, close it or open it again; answers its new state. */
export const changeConversation = (id: number, what: 'assign' | 'close' | 'reopen') =>
  what === 'assign'
    ? consoleCall('chatAssign', { id })
    : what === 'close'
      ? consoleCall('chatClose', { id })
      : consoleCall('chatReopen', { id });
