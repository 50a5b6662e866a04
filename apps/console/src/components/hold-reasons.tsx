import { t } from '@/i18n/i18n';
import styles from './hold-reasons.module.css';

/** A hold reason in the reviewer's words: the withdrawals' own, or a risk score reason by code. */
const holdReasonLabel = (code: string) =>
  code.startsWith('risk.')
    ? t('holdReasons.riskReason', { code: code.slice('risk.'.length) })
    : t(`holdReasons.${code}`, { defaultValue: code });

/**
 * Why a withdrawal waits for review (docs/console.md "Money", "Risk"): each named reason with
 * its detail, or "none". The Withdrawals page and the Risk page's queue both show it.
 */
export const HoldReasons = ({
  reasons,
}: {
  reasons: readonly { code: string; detail: string }[];
}) =>
  reasons.length === 0 ? (
    t('holdReasons.none')
  ) : (
    <ul className={styles.list} data-testid="hold-reasons">
      {reasons.map((reason, i) => (
        <li key={i} data-code={reason.code}>
          {t('holdReasons.line', { reason: holdReasonLabel(reason.code), detail: reason.detail })}
        </li>
      ))}
    </ul>
  );
