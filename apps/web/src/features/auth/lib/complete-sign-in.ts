import type { SignInAnswer } from '@lobby/contract/account';
import { queryClient } from '@/lib/query-client';
import { spendKeptInviteCode } from '@/lib/invite-link';
import { applyUser } from '@/lib/user-state';
import { useSessionStore } from '@/stores/session-store';
import { afterLoginInfoQuery } from '../api/get-after-login-info-web';
import { deviceInfo } from './device-info';

/**
 * After any sign-in answer `{ token, user }`: keep the session, ask getAfterLoginInfoWeb for the
 * rest of the player's state and fill the stores. A failure of that second call does not undo the
 * sign-in: the pages refresh what they show.
 */
export async function completeSignIn(answer: SignInAnswer): Promise<void> {
  useSessionStore.getState().signIn(answer.token, answer.user);
  applyUser(answer.user);
  // An invite link this device came through: the inviter of an account that has none.
  await spendKeptInviteCode(answer.user);
  try {
    const info = await queryClient.fetchQuery(afterLoginInfoQuery(deviceInfo()));
    // The player may have signed out (or in as someone else) meanwhile.
    if (useSessionStore.getState().token === answer.token) applyUser(info.user);
  } catch {
    // Shown data comes from the sign-in answer until the next refresh.
  }
}
