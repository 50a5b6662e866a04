import { t } from '@/i18n/i18n';
import styles from './recovery-codes.module.css';

/** Recovery codes, shown once: a list to copy or print. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <ol
      className={styles.codes}
      aria-label={t('signIn.recoveryHeading')}
      data-testid="console-recovery-codes"
    >
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}
