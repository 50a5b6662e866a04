/**
 * The errcode catalogue of design/API.md. Every errcode is listed here once, with the module
 * that owns its range: transport 4xx/5xx, jackpot 1001–1004 (kept from the spec), auth 1100–1199,
 * wallet 1200–1299, games 1300–1399, rewards 1400–1499, content and telemetry 1500–1599.
 */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DRAW_NO_CHANCE: 1001,
  DRAW_ACTIVITY_CLOSED: 1002,
  DRAW_DEPOSIT_REQUIRED: 1003,
  DRAW_POOL_EMPTY: 1004,
  CONFIG_UNAVAILABLE: 1501,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export type ErrorModule =
  'transport' | 'jackpot' | 'auth' | 'wallet' | 'games' | 'rewards' | 'content';

export interface ErrorEntry {
  readonly module: ErrorModule;
  /** HTTP status the envelope travels with: business refusals travel as 200. */
  readonly httpStatus: number;
  /** An English sentence a player may read; the client has its own localized text per code. */
  readonly msg: string;
}

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorEntry>> = {
  [ErrorCode.OK]: { module: 'transport', httpStatus: 200, msg: 'ok' },
  [ErrorCode.BAD_REQUEST]: {
    module: 'transport',
    httpStatus: 400,
    msg: 'The request is not valid.',
  },
  [ErrorCode.UNAUTHORIZED]: { module: 'transport', httpStatus: 401, msg: 'Please sign in.' },
  [ErrorCode.NOT_FOUND]: { module: 'transport', httpStatus: 404, msg: 'Not found.' },
  [ErrorCode.RATE_LIMITED]: {
    module: 'transport',
    httpStatus: 429,
    msg: 'Too many requests, please try again later.',
  },
  [ErrorCode.INTERNAL]: {
    module: 'transport',
    httpStatus: 500,
    msg: 'Something went wrong, please try again later.',
  },
  [ErrorCode.UNAVAILABLE]: {
    module: 'transport',
    httpStatus: 503,
    msg: 'The service is not available right now, please try again later.',
  },
  [ErrorCode.DRAW_NO_CHANCE]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'You have no draw chance left.',
  },
  [ErrorCode.DRAW_ACTIVITY_CLOSED]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The lucky jackpot is not open now.',
  },
  [ErrorCode.DRAW_DEPOSIT_REQUIRED]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'Deposit to earn a draw chance.',
  },
  [ErrorCode.DRAW_POOL_EMPTY]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The jackpot pool cannot pay this prize now.',
  },
  [ErrorCode.CONFIG_UNAVAILABLE]: {
    module: 'content',
    httpStatus: 200,
    msg: 'The app configuration is not available yet.',
  },
};

export const isErrorCode = (value: number): value is ErrorCode => value in errorCatalogue;
