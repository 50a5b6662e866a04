import * as IS from '../invite-spin';
import * as J from '../jackpot';
import { defineCall } from './define-call';

/** The invite spin and the lucky jackpot (docs/rewards/README.md). */
export const prizeDrawsCalls = {
  // ---- the invite spin (activity type 20, docs/rewards/invite-spin.md) ----
  actInviteUser: defineCall({
    name: 'actInviteUser',
    summary:
      'The invite spin: starts the player’s attempt on the first call; its total, target, spins left, expiry, the wheel’s sectors and odds, and the next spin’s server seed hash.',
    request: IS.ActInviteUserRequest,
    answer: IS.ActInviteUserAnswer,
  }),
  actInviteUserStatus: defineCall({
    name: 'actInviteUserStatus',
    summary:
      'The invite spin’s flags for the home modal and the red dot: an attempt open, spins left, the target reached.',
    request: IS.ActInviteUserStatusRequest,
    answer: IS.ActInviteUserStatusAnswer,
  }),
  actInviteUserSpin: defineCall({
    name: 'actInviteUserSpin',
    summary:
      'Spins the wheel once (provably fair: the seed is revealed in the answer); a repeated nonce answers that spin again.',
    request: IS.ActInviteUserSpinRequest,
    answer: IS.ActInviteUserSpinAnswer,
  }),
  actInviteUserExchange: defineCall({
    name: 'actInviteUserExchange',
    summary:
      'Exchanges an attempt that reached its target to coin (bonus money with its wagering), once.',
    request: IS.ActInviteUserExchangeRequest,
    answer: IS.ActInviteUserExchangeAnswer,
  }),
  actInviteUserRecord: defineCall({
    name: 'actInviteUserRecord',
    summary:
      'The player’s invite-spin spins (with their seeds) or invitees, newest first (keyset paged).',
    request: IS.ActInviteUserRecordRequest,
    answer: IS.ActInviteUserRecordAnswer,
  }),
  // ---- the lucky jackpot (activity type 47, docs/rewards/jackpot.md) ----
  getJackpotDrawInfo: defineCall({
    name: 'getJackpotDrawInfo',
    summary:
      'The lucky jackpot: the player’s draw chances and the deposit that earns the next, the four pools with their sections, the ten cells and the wheel with their odds, the next draw’s server seed hash and the latest winners.',
    request: J.GetJackpotDrawInfoRequest,
    answer: J.GetJackpotDrawInfoAnswer,
  }),
  receiveDrawChance: defineCall({
    name: 'receiveDrawChance',
    summary:
      'Spends one draw chance and draws a cell (provably fair: the seed is revealed in the answer); a jackpot cell pays the wheel’s share of its pool. A repeated nonce answers that draw again.',
    request: J.ReceiveDrawChanceRequest,
    answer: J.ReceiveDrawChanceAnswer,
  }),
  getPersonJackpotDrawAwardLog: defineCall({
    name: 'getPersonJackpotDrawAwardLog',
    summary: 'The player’s jackpot draws with their seeds, newest first (20 a page).',
    request: J.GetPersonJackpotDrawAwardLogRequest,
    answer: J.GetPersonJackpotDrawAwardLogAnswer,
  }),
  getJackpotRank: defineCall({
    name: 'getJackpotRank',
    summary:
      'The jackpot ranking of the period by winnings (10 a page, amounts as sections) and the player’s own row.',
    request: J.GetJackpotRankRequest,
    answer: J.GetJackpotRankAnswer,
  }),
  'anonymous/lobbyLive': defineCall({
    name: 'anonymous/lobbyLive',
    summary:
      'The lobby’s jackpot ticker and its feed of recent big wins (rounds and jackpot draws, nicknames masked), served from memory.',
    request: J.LobbyLiveRequest,
    answer: J.LobbyLiveAnswer,
  }),
} as const;
