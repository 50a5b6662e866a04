import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';

/** A moment as a <time>, or "none" when it has not happened. */
export const when = (seconds: number | null) =>
  seconds === null ? (
    t('money.none')
  ) : (
    <time dateTime={isoTime(seconds)}>{formatTime(seconds)}</time>
  );

/** An order's player: id and nickname, and their VIP level when the order names one. */
export const playerLine = (order: {
  userId: number;
  nickname: string | null;
  vip?: number | null;
}) =>
  t('money.playerLine', { id: order.userId, nickname: order.nickname ?? '' }) +
  (order.vip === undefined || order.vip === null
    ? ''
    : ` · ${t('money.vip', { level: order.vip })}`);
