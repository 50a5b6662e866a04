import * as G from '../games';
import { defineCall } from './define-call';

/** Games: sessions, likes, history, provable fairness, built-in rounds and bet records. */
export const gamesCalls = {
  startGame: defineCall({
    name: 'startGame',
    summary:
      'Opens a game session (closing any other) and answers the launch URL; tryIt plays demo coins and needs no session.',
    request: G.StartGameRequest,
    answer: G.StartGameAnswer,
  }),
  online: defineCall({
    name: 'online',
    summary: 'Keeps the open game session alive (every 60 s); a session silent 3 minutes closes.',
    request: G.OnlineRequest,
    answer: G.GamesEmptyAnswer,
  }),
  exitGame: defineCall({
    name: 'exitGame',
    summary: 'Closes the open game session (of that game, when given).',
    request: G.ExitGameRequest,
    answer: G.GamesEmptyAnswer,
  }),
  gameLike: defineCall({
    name: 'gameLike',
    summary: 'Toggles the like of a game.',
    request: G.GameLikeRequest,
    answer: G.GameLikeAnswer,
  }),
  gameLikeList: defineCall({
    name: 'gameLikeList',
    summary: 'The liked games, most recent first.',
    request: G.GameLikeListRequest,
    answer: G.GameLikeListAnswer,
  }),
  gameHistory: defineCall({
    name: 'gameHistory',
    summary: 'The last 50 distinct games played, most recent first.',
    request: G.GameHistoryRequest,
    answer: G.GameHistoryAnswer,
  }),
  fairSeeds: defineCall({
    name: 'fairSeeds',
    summary: 'The current seed pair of the built-in games: server seed hash, client seed, nonce.',
    request: G.FairSeedsRequest,
    answer: G.FairSeeds,
  }),
  fairRotate: defineCall({
    name: 'fairRotate',
    summary: 'Retires the seed pair, revealing its server seed, and starts a new one.',
    request: G.FairRotateRequest,
    answer: G.FairRotateAnswer,
  }),
  gamePlay: defineCall({
    name: 'gamePlay',
    summary:
      'One round of a built-in game through the house provider’s seamless wallet: debit, outcome, credit. With an idempotency-key header a repeat answers the round the key first played.',
    request: G.GamePlayRequest,
    answer: G.GamePlayAnswer,
  }),
  'anonymous/demoPlay': defineCall({
    name: 'anonymous/demoPlay',
    summary: 'One demo round of a built-in game with throwaway seeds; no ledger.',
    request: G.DemoPlayRequest,
    answer: G.DemoPlayAnswer,
  }),
  'anonymous/fairVerify': defineCall({
    name: 'anonymous/fairVerify',
    summary: 'Recomputes a built-in game’s round from revealed seeds.',
    request: G.FairVerifyRequest,
    answer: G.FairVerifyAnswer,
  }),
  betRecord: defineCall({
    name: 'betRecord',
    summary: 'The player’s settled rounds, newest first, by date and game.',
    request: G.BetRecordRequest,
    answer: G.BetRecordAnswer,
  }),
  betRecordReport: defineCall({
    name: 'betRecordReport',
    summary: 'Totals of the player’s settled rounds by UTC day and by game (at most 93 days).',
    request: G.BetRecordReportRequest,
    answer: G.BetRecordReportAnswer,
  }),
} as const;
