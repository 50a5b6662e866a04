import { t } from '@/i18n/i18n';
import { auditDiff, type DiffValue } from './audit-diff';
import styles from './audit.module.css';

const shown = (value: DiffValue) =>
  'text' in value ? value.text : t('audit.diff.items', { count: value.items });

/**
 * An audit entry's change, field by field (auditDiff): the path, then old → new, or that it was
 * added or removed with its value.
 */
export function AuditChange({ before, after }: { before: unknown; after: unknown }) {
  const rows = auditDiff(before, after);
  if (rows.length === 0) return <span>{t('audit.diff.none')}</span>;
  return (
    <ul className={styles.diff} data-testid="audit-diff">
      {rows.map((row) => (
        <li key={`${row.kind}:${row.path}`} data-testid="audit-diff-row" data-kind={row.kind}>
          <code className={styles.path}>{row.path === '' ? t('audit.diff.value') : row.path}</code>{' '}
          {row.kind === 'changed' ? (
            <>
              <del className={styles.old}>{shown(row.before)}</del>
              <span aria-label={t('audit.becomes')}> → </span>
              <ins className={styles.new}>{shown(row.after)}</ins>
            </>
          ) : row.kind === 'added' ? (
            <>
              <span className={styles.mark}>{t('audit.diff.added')}</span>{' '}
              <ins className={styles.new}>{shown(row.after)}</ins>
            </>
          ) : (
            <>
              <span className={styles.mark}>{t('audit.diff.removed')}</span>{' '}
              <del className={styles.old}>{shown(row.before)}</del>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
