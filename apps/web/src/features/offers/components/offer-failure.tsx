import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import styles from './offers.module.css';

/** A call of an offer refused (its errcode, or the network), in words. */
export function OfferFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t('offers.claimFailed', { reason: describeError(errorText(error), t) })}
    </p>
  );
}
