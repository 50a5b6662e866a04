import { Fragment } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Notice } from '@lobby/contract/app-config';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import styles from './notice-marquee.module.css';

/**
 * One line of scrolling notice titles (static and truncated when motion is reduced); a tap opens
 * the notices in full, on the customer service page.
 */
export function NoticeMarquee({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const chars = notices.reduce((n, x) => n + x.title.length, 0);
  return (
    <Link className={styles.marquee} to={pathTo('service')}>
      <Icon name="bell" size={18} />
      {/* Its name is what it shows, after what a tap does: no label that hides the titles. */}
      <span className="visually-hidden">{t('home.noticesOpen')}</span>
      <div className={styles.window}>
        <span
          className={styles.text}
          style={{ animationDuration: `${Math.max(12, chars * 0.22)}s` }}
        >
          {notices.map((notice, i) => (
            <Fragment key={notice.id}>
              {i > 0 ? <span className={styles.sep}>•</span> : null}
              {notice.title}
            </Fragment>
          ))}
        </span>
      </div>
    </Link>
  );
}
