import { useTranslation } from '../i18n/use-translation';
import { describeError, errcodeText, errorText } from '../lib/error-message';
import styles from './claim-refused.module.css';

/** A claim refused as a whole (its errcode, or the network), in words. */
export function ClaimFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <p className={styles.notice} role="alert">
      {t('claimRefused.failed', { reason: describeError(errorText(error), t) })}
    </p>
  );
}

/**
 * Rewards of a "Claim all" left unpaid, each reason in words, after the reward's name where
 * `nameOf` knows it.
 */
export function ClaimRefusals({
  refused,
  nameOf,
}: {
  refused: readonly { id?: number; errcode: number }[];
  nameOf?: (id: number) => string | null;
}) {
  const { t } = useTranslation();
  if (refused.length === 0) return null;
  const reasonOf = ({ id, errcode }: { id?: number; errcode: number }) => {
    const reason = describeError(errcodeText(errcode), t);
    const name = id !== undefined ? nameOf?.(id) : null;
    return name ? `${name}: ${reason}` : reason;
  };
  return (
    <div className={styles.notice} role="alert">
      <p>{t('claimRefused.refused', { count: refused.length })}</p>
      <ul>
        {refused.map((refusal, i) => (
          <li key={i}>{reasonOf(refusal)}</li>
        ))}
      </ul>
    </div>
  );
}
