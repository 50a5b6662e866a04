import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { UserInfo } from '@lobby/contract/account';
import { INVITE_CODE_PARAM } from '@lobby/contract/values/invite-link';
import { storageKeys } from '../config/storage-keys';
import { call } from './api-client';
import { local } from './storage';

/**
 * The invite link's carry-over (docs/rewards/sharing.md): a visit to any page
 * with `?inviteCode=` keeps the code on the device (surviving reloads) and reports the click once;
 * the sign-up forms offer the kept code; the first sign-in after it uses it (agentFill for an
 * account without an inviter) and forgets it.
 */

/** An invite code as the sign-up form takes it: 4–16 letters and digits. */
export const isInviteCode = (code: string) => /^[A-Za-z0-9]{4,16}$/.test(code);

/** The code kept from an invite link, or null. */
export const keptInviteCode = (): string | null => {
  const code = local.get(storageKeys.inviteCode);
  return code !== null && isInviteCode(code) ? code : null;
};

/** The clicks reported in this page load: a re-render or a second visit does not report again. */
const reported = new Set<string>();

/**
 * Keeps the invite code of a page's query (`?inviteCode=`), if it holds a valid one, and reports
 * the visit once (actInviteClickInvite; its failure changes nothing). Answers the code kept.
 */
export const captureInviteVisit = (search: string): string | null => {
  const code = new URLSearchParams(search).get(INVITE_CODE_PARAM)?.trim() ?? '';
  if (!isInviteCode(code)) return null;
  local.set(storageKeys.inviteCode, code);
  if (!reported.has(code)) {
    reported.add(code);
    void call('actInviteClickInvite', { inviteCode: code }).catch(() => undefined);
  }
  return code;
};

/** Captures an invite link on whatever page the visit arrives at (the default layout uses it). */
export const useInviteVisit = () => {
  const { search } = useLocation();
  useEffect(() => {
    captureInviteVisit(search);
  }, [search]);
};

/**
 * After a sign-in: the kept code is used once and forgotten. An account without an inviter
 * (`pid` 0) takes the code's owner as inviter (agentFill); its answer is the user to show. A
 * refusal (the player's own code, their downline) leaves the account as it was.
 */
export const spendKeptInviteCode = async (user: UserInfo): Promise<UserInfo> => {
  const code = keptInviteCode();
  local.remove(storageKeys.inviteCode);
  if (code === null || user.pid !== 0) return user;
  try {
    return (await call('agentFill', { pid: code })).user;
  } catch {
    return user;
  }
};
