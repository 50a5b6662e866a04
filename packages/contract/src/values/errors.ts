import { transportCodes, transportErrors } from './errors/transport';
import { jackpotCodes, jackpotErrors } from './errors/jackpot';
import { authCodes, authErrors } from './errors/auth';
import { walletCodes, walletErrors } from './errors/wallet';
import { gamesCodes, gamesErrors } from './errors/games';
import { rewardsCodes, rewardsErrors } from './errors/rewards';
import { contentCodes, contentErrors } from './errors/content';
import { consoleCodes, consoleErrors } from './errors/console';
import { breaksCodes, breaksErrors } from './errors/breaks';
import type { ErrorEntry } from './errors/entry';

export type { ErrorEntry, ErrorModule } from './errors/entry';

/**
 * The errcode catalogue of docs/api.md. Every errcode is listed here once, with the module
 * that owns its range: transport 4xx/5xx, jackpot 1001–1004 (kept from the spec), auth 1100–1199,
 * wallet 1200–1299, games 1300–1399, rewards 1400–1499, content and telemetry 1500–1599 (mail
 * 1511–1519, feedback 1521–1529, chat 1531–1539), console 1600–1699, time-out and self-exclusion 1710–1719. Each area's codes and
 * entries are in errors/<area>.ts; this file composes them into the one catalogue.
 */
export const ErrorCode = {
  ...transportCodes,
  ...jackpotCodes,
  ...authCodes,
  ...walletCodes,
  ...gamesCodes,
  ...rewardsCodes,
  ...contentCodes,
  ...consoleCodes,
  ...breaksCodes,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Refusals that say how long to wait carry `data: { retryAfterSeconds }`: 429, 1103
 * (SMS_RESEND_TOO_SOON), 1106 (ACCOUNT_LOCKED), 1526 (FEEDBACK_RATE_LIMITED) and 1531
 * (CHAT_RATE_LIMITED, in the socket's error frame).
 */
export const RETRY_AFTER_CODES = [429, 1103, 1106, 1526, 1531] as const;

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorEntry>> = {
  ...transportErrors,
  ...jackpotErrors,
  ...authErrors,
  ...walletErrors,
  ...gamesErrors,
  ...rewardsErrors,
  ...contentErrors,
  ...consoleErrors,
  ...breaksErrors,
};

export const isErrorCode = (value: number): value is ErrorCode => value in errorCatalogue;
