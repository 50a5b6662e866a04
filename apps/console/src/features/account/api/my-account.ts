import { queryOptions } from '@tanstack/react-query';
import { consoleCall } from '@/lib/api-client';

/** The query key of my account, which new recovery codes make stale. */
export const myAccountKey = ['myAccount'];

/** My account: two-factor state and recovery codes left. */
export const myAccountQuery = () =>
  queryOptions({
    queryKey: myAccountKey,
    queryFn: ({ signal }) => consoleCall('myAccount', {}, { signal }),
  });

/** New recovery codes, for a current authenticator code. */
export const regenerateRecoveryCodes = (code: string) => consoleCall('myRecoveryCodes', { code });

/** Change my password. */
export const changeMyPassword = (current: string, next: string) =>
  consoleCall('myPasswordChange', { current, next });
