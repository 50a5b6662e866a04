import { consoleCall } from '@/lib/api-client';

/** The first step: email and password; answers whether a code is asked next. */
export const signInStaff = (email: string, password: string) =>
  consoleCall('staffSignIn', { email, password });

/** The second step: the authenticator (or recovery) code for the pending sign-in. */
export const confirmSignInCode = (pendingToken: string, code: string) =>
  consoleCall('staffSignInCode', { pendingToken, code });
