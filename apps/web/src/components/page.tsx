import type { ReactNode } from 'react';
import { BackButton } from './back-button';
import styles from './page.module.css';

/** The body of a page under the layout's bars. */
export function Page({ children, withTabs }: { children: ReactNode; withTabs?: boolean }) {
  return (
    <div className={withTabs ? `${styles.page} ${styles.withTabs}` : styles.page}>{children}</div>
  );
}

/**
 * A page without the navigation bar draws its own slim header (spec: "no navbar"): the back
 * button, or `lead` in its place.
 */
export function ScreenHeader({
  title,
  right,
  lead,
}: {
  title?: string;
  right?: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <header className={styles.screenHead}>
      {lead ?? <BackButton className={styles.headButton} />}
      {title ? <h1>{title}</h1> : null}
      {right ? <div style={{ marginLeft: 'auto' }}>{right}</div> : null}
    </header>
  );
}

export const pageStyles = styles;
