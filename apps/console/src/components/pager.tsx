import { t } from '../i18n/i18n';
import styles from './ui.module.css';

/** Previous / next through a paged list; nothing when it has one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <button
        type="button"
        className={styles.button}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.status', { page, pages })}</span>
      <button
        type="button"
        className={styles.button}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
