import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import styles from './money.module.css';

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

/** What the console calls a withdrawal's hold reason: its own words, or the risk reason's code. */
const holdReasonLabel = (code: string) =>
  code.startsWith('risk.')
    ? t('withdrawals.holdReasons.riskReason', { code: code.slice('risk.'.length) })
    : t(`withdrawals.holdReasons.${code}`, { defaultValue: code });

/** Why a withdrawal waits for review: each named reason with its detail, or "none". */
export const holdReasonsList = (reasons: readonly { code: string; detail: string }[]) =>
  reasons.length === 0 ? (
    t('money.none')
  ) : (
    <ul className={styles.holdReasons} data-testid="hold-reasons">
      {reasons.map((reason, i) => (
        <li key={i} data-code={reason.code}>
          {t('withdrawals.holdReasons.line', {
            reason: holdReasonLabel(reason.code),
            detail: reason.detail,
          })}
        </li>
      ))}
    </ul>
  );
