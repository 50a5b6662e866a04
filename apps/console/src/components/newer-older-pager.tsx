import { t } from '../i18n/i18n';
import styles from './ui.module.css';

/**
 * Newer / older through a list read newest first: each button is off when its step has nowhere
 * to go (no handler). The labels are the feature's own words for its list.
 */
export function NewerOlderPager({
  newerLabel,
  olderLabel,
  onNewer,
  onOlder,
}: {
  newerLabel: string;
  olderLabel: string;
  onNewer: (() => void) | undefined;
  onOlder: (() => void) | undefined;
}) {
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button type="button" className={styles.button} disabled={!onNewer} onClick={onNewer}>
        {newerLabel}
      </button>
      <button type="button" className={styles.button} disabled={!onOlder} onClick={onOlder}>
        {olderLabel}
      </button>
    </nav>
  );
}
