import type { PlayLimitKind } from '@lobby/contract/values/play-limits';
import { AppError, ErrorCode } from '@/core/app-error';

/** A limit's refusal as the database answers it (db/functions/play_limits_refusal.sql). */
export interface LimitRefusal {
  limit: string;
  left: number;
  resetsAt: number;
}

const codeOf = (limit: string) => {
  if (limit.startsWith('deposit')) return ErrorCode.PLAY_LIMIT_DEPOSIT;
  if (limit.startsWith('loss')) return ErrorCode.PLAY_LIMIT_LOSS;
  if (limit.startsWith('wager')) return ErrorCode.PLAY_LIMIT_WAGER;
  return ErrorCode.PLAY_LIMIT_SESSION_TIME;
};

const what: Record<PlayLimitKind, string> = {
  depositDay: 'deposit',
  depositWeek: 'deposit',
  depositMonth: 'deposit',
  lossDay: 'lose',
  lossWeek: 'lose',
  lossMonth: 'lose',
  wagerDay: 'bet',
  sessionDay: 'play',
};

const period = (limit: string) =>
  limit.endsWith('Day') ? 'daily' : limit.endsWith('Week') ? 'weekly' : 'monthly';

/** Hundredths as the app shows them: floored to two decimals, with thousands separators. */
const coins = (hundredths: number) =>
  (Math.floor(Math.max(0, hundredths)) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** The moment a period resets, in the operator's time zone (UTC when not known). */
const when = (resetsAt: number, timeZone = 'UTC') =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(resetsAt * 1000));

/**
 * The player's error for a limit reached: its code by kind and `data` saying which limit, what
 * is left, when it resets and, as a sentence, both (docs/api.md, errcodes 1701–1704).
 */
export const limitReachedError = (refusal: LimitRefusal, timeZone?: string) => {
  const kind = refusal.limit as PlayLimitKind;
  const reset = when(refusal.resetsAt, timeZone);
  const sentence =
    kind === 'sessionDay'
      ? `You have reached your daily play time limit. You can play again from ${reset}.`
      : `You can ${what[kind] ?? 'bet'} ${coins(refusal.left)} more under your ${period(kind)} limit until it resets on ${reset}.`;
  return new AppError(codeOf(kind), {
    limit: kind,
    left: refusal.left,
    resetsAt: refusal.resetsAt,
    sentence,
  });
};
