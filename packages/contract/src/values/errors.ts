import { transportCodes, transportErrors } from './errors/transport';
import { jackpotCodes, jackpotErrors } from './errors/jackpot';
import { authCodes, authErrors } from './errors/auth';
import { walletCodes, walletErrors } from './errors/wallet';
import { gamesCodes, gamesErrors } from './errors/games';
import { rewardsCodes, rewardsErrors } from './errors/rewards';
import { contentCodes, contentErrors } from './errors/content';
import { consoleCodes, consoleErrors } from './errors/console';
import { dataRightsCodes, dataRightsErrors } from './errors/data-rights';
import { limitsCodes, limitsErrors } from './errors/limits';
import { kycCodes, kycErrors } from './errors/kyc';
import { breaksCodes, breaksErrors } from './errors/breaks';
import type { ErrorEntry } from './errors/entry';

export type { ErrorEntry, ErrorModule } from './errors/entry';

/**
 * The errcode catalogue of docs/api.md. Every errcode is listed here once, with the module
 * that owns its range: transport 4xx/5xx, jackpot 1001–1004 (kept from the spec), auth 1100–1199,
 * wallet 1200–1299, games 1300–1399, rewards 1400–1499, content and telemetry 1500–1599 (mail
 * 1511–1519, feedback 1521–1529, chat 1531–1539), console 1600–1699, player protection 1700–1759
 * (limits 1700–1709, breaks 1710–1719, reality check 1720–1724, KYC 1730–1749, data rights
 * 1750–1754). Each area's codes and entries are in errors/<area>.ts; this file composes them into
 * the one catalogue.
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
  ...dataRightsCodes,
  ...limitsCodes,
  ...kycCodes,
  ...breaksCodes,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * Refusals that say how long to wait carry `data: { retryAfterSeconds }`: 429, 1103
 * (SMS_RESEND_TOO_SOON), 1106 (ACCOUNT_LOCKED), 1526 (FEEDBACK_RATE_LIMITED), 1531
 * (CHAT_RATE_LIMITED, in the socket's error frame) and 1751 (DATA_EXPORT_TOO_SOON).
 */
export const RETRY_AFTER_CODES = [429, 1103, 1106, 1526, 1531, 1751] as const;

export const errorCatalogue: Readonly<Record<ErrorCode, ErrorEntry>> = {
  ...transportErrors,
  ...jackpotErrors,
  ...authErrors,
  ...walletErrors,
  ...gamesErrors,
  ...rewardsErrors,
  ...contentErrors,
  ...consoleErrors,
  ...dataRightsErrors,
  ...limitsErrors,
  ...kycErrors,
  ...breaksErrors,
};

export const isErrorCode = (value: number): value is ErrorCode => value in errorCatalogue;
