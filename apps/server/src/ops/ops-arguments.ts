import type { Award } from '../modules/rewards/awards';
import { UsageError } from './ops-command';

/** The ops commands' readers of command-line values: each refuses a bad one with a UsageError. */

export const positiveInt = (value: string | undefined, name: string, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new UsageError(`${name} must be a positive whole number`);
  return n;
};

export const awardOf = (text: string): Award => {
  const match = /^(\d{1,6}):(\d{1,12})$/.exec(text);
  const award = match ? { propId: Number(match[1]), count: Number(match[2]) } : null;
  if (!award || award.propId < 1 || award.count < 1)
    throw new UsageError(`--award ${text}: expected <propId>:<count>, e.g. 1001:1`);
  return award;
};

const DAY_MS = 86_400_000;

/**
 * A time of the command line: an ISO date (`2026-12-24`, UTC midnight; with `endOfDay` the
 * next midnight, so the day is included) or an ISO date-time with its zone.
 */
export const timeOf = (value: string | undefined, name: string, endOfDay = false) => {
  if (value === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const time = dateOnly
    ? Date.parse(`${value}T00:00:00Z`)
    : /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? Date.parse(value)
      : Number.NaN;
  if (Number.isNaN(time))
    throw new UsageError(`${name} ${value}: expected a date (2026-12-24) or an ISO date-time`);
  return new Date(dateOnly && endOfDay ? time + DAY_MS : time);
};

export const levelOf = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d{1,3}$/.test(value) || n > 100)
    throw new UsageError(`${name} must be a VIP level from 0 to 100`);
  return n;
};
