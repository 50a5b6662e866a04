import { Link } from './link';
import { BackButton } from './back-button';
import styles from './nav-bar.module.css';

/** The top navigation bar: back, the page title, and an optional right-hand link. */
export function NavBar({ title, right }: { title: string; right?: { to: string; label: string } }) {
  return (
    <header className={right ? `${styles.bar} ${styles.wide}` : styles.bar} data-testid="navbar">
      <BackButton className={styles.side} />
      <h1 className={styles.title}>{title}</h1>
      {right ? (
        <Link className={styles.right} to={right.to}>
          {right.label}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </header>
  );
}
