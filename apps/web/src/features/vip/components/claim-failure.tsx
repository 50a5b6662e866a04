import { useTranslation } from '../../../i18n/use-translation';
import { describeError, errcodeText, errorText } from '../../../lib/error-message';
import styles from './vip-pages.module.css';

/** A claim refused as a whole (its errcode, or the network), in words. */
export function ClaimFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t('vip.claimFailed', { reason: describeError(errorText(error), t) })}
    </p>
  );
}

/** Rewards of a "Claim all" left unpaid, each reason in words. */
export function ClaimRefusals({ refused }: { refused: readonly { errcode: number }[] }) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>{t('vip.refused', { count: refused.length })}</p>
      <ul>
        {refused.map(({ errcode }, i) => (
          <li key={i}>{describeError(errcodeText(errcode), t)}</li>
        ))}
      </ul>
    </div>
  );
}
