import type { CatalogueOf } from './entry';

/** Games and their providers, 1300–1399. */
export const gamesCodes = {
  GAME_NOT_FOUND: 1301,
  GAME_TRY_IT_UNAVAILABLE: 1302,
  GAME_SESSION_CLOSED: 1303,
  GAME_NOT_BUILTIN: 1304,
  GAME_BET_INVALID: 1305,
  GAME_BET_ABOVE_MAX: 1306,
  GAME_WIN_ABOVE_MAX: 1307,
  BONUS_MAX_BET: 1308,
  GAME_PROVIDER_UNAVAILABLE: 1309,
  BET_NEEDS_ONE_BALANCE: 1310,
} as const;

export const gamesErrors: CatalogueOf<typeof gamesCodes> = {
  [gamesCodes.GAME_NOT_FOUND]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game is not available.',
  },
  [gamesCodes.GAME_TRY_IT_UNAVAILABLE]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game has no demo play. Please sign in to play.',
  },
  [gamesCodes.GAME_SESSION_CLOSED]: {
    module: 'games',
    httpStatus: 200,
    msg: 'The game session has ended. Please open the game again.',
  },
  [gamesCodes.GAME_NOT_BUILTIN]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game is played on its provider’s page.',
  },
  [gamesCodes.GAME_BET_INVALID]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This bet is not valid for the game.',
  },
  [gamesCodes.GAME_BET_ABOVE_MAX]: {
    module: 'games',
    httpStatus: 200,
    msg: 'The bet is above this game’s maximum.',
  },
  [gamesCodes.GAME_WIN_ABOVE_MAX]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This bet could win more than this game’s maximum win. Lower the bet or the target.',
  },
  [gamesCodes.BONUS_MAX_BET]: {
    module: 'games',
    httpStatus: 200,
    msg: 'While a bonus is being wagered, a bet may not be above its maximum bet.',
  },
  [gamesCodes.GAME_PROVIDER_UNAVAILABLE]: {
    module: 'games',
    httpStatus: 200,
    msg: 'This game’s provider is not available right now. Please try again later or pick another game.',
  },
  [gamesCodes.BET_NEEDS_ONE_BALANCE]: {
    module: 'games',
    httpStatus: 200,
    msg: 'A bet is paid whole from cash or from the bonus balance, never from both, and neither covers this bet alone. Lower the bet.',
  },
};
