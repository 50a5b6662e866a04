import { moneyFigure } from '@lobby/contract/values/money';
import { t } from '../i18n/i18n';

/**
 * An amount in hundredths as staff read it in text, with the coin sign as the word:
 * 123456 → "1,234.56 coins", -350 → "−3.50 coins", (1200, signed) → "+12.00 coins" (floored,
 * grouped, the one minus sign U+2212): the player app's formatter (docs/rules.md "Figures",
 * ADR 0064). On screen by itself an amount is `<Amount>` (components/amount.tsx).
 */
export const formatMoney = (hundredths: number, signed = false) =>
  t('coinSign.text', { figure: moneyFigure(hundredths, signed) });

const dateAndTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
const dateTime = new Intl.DateTimeFormat('en-US', dateAndTime);
const dateTimeSeconds = new Intl.DateTimeFormat('en-US', { ...dateAndTime, second: '2-digit' });
const timeOnly = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/**
 * An epoch-seconds time in the staff member's own time zone: the time alone when it is today
 * (by `now`), else with its date.
 */
export const formatTime = (epochSeconds: number, now = new Date()) => {
  const date = new Date(epochSeconds * 1000);
  return date.toDateString() === now.toDateString() ? timeOnly.format(date) : dateTime.format(date);
};

/** The full date and time, for a `title` or `dateTime` attribute. */
export const isoTime = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

/** An epoch-seconds time with its date, in the staff member's own time zone. */
export const formatDateTime = (epochSeconds: number) =>
  dateTime.format(new Date(epochSeconds * 1000));

/** A stored time (UTC ISO, to the microsecond) with its date and seconds, in staff's time zone. */
export const formatStoredTime = (at: string) => dateTimeSeconds.format(new Date(at));
