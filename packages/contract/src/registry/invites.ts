import * as AG from '../agent';
import * as R from '../rewards';
import * as SR from '../sharing';
import { defineCall } from './define-call';

/** Invites: the agent rewards and sharing (docs/rewards/README.md). */
export const invitesCalls = {
  appAgent5User: defineCall({
    name: 'appAgent5User',
    summary:
      'The agent programme: the player’s invite code and path, their team per level (members, new today, valid bets and commission today and yesterday), commission earned and claimable, and valid invites.',
    request: AG.AppAgent5UserRequest,
    answer: AG.AppAgent5UserAnswer,
  }),
  appAgent5UserReceive: defineCall({
    name: 'appAgent5UserReceive',
    summary:
      'Claims every settled commission waiting (one grant per day), each in its own transaction; as betBonusReceive.',
    request: AG.AppAgent5UserReceiveRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  appAgent5UserLog: defineCall({
    name: 'appAgent5UserLog',
    summary:
      'The agent programme’s history: commission settled per day and valid-invite rewards, with their claims, newest first (keyset paged).',
    request: AG.AppAgent5UserLogRequest,
    answer: AG.AppAgent5UserLogAnswer,
  }),
  appAgent5UserInviteValidReceive: defineCall({
    name: 'appAgent5UserInviteValidReceive',
    summary:
      'Grants and claims the valid-invite reward of every valid direct invitee not rewarded yet (once per invitee).',
    request: AG.AppAgent5UserInviteValidReceiveRequest,
    answer: R.BetBonusReceiveAnswer,
  }),
  // Sharing and invite links (docs/rewards/README.md).
  shareInfo: defineCall({
    name: 'shareInfo',
    summary:
      'The player’s invite code and link path, with the players they invited, the valid ones and the devices that opened the link.',
    request: SR.ShareInfoRequest,
    answer: SR.ShareInfoAnswer,
  }),
  actInviteClickInvite: defineCall({
    name: 'actInviteClickInvite',
    summary:
      'Records that this device opened an invite link, once per inviter and device; every code gets the same answer.',
    request: SR.ActInviteClickInviteRequest,
    answer: SR.ActInviteClickInviteAnswer,
  }),
} as const;
