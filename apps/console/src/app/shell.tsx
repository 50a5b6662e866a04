import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBox, Loading } from '../components/error-box';
import { t } from '../i18n/i18n';
import { consoleCall } from '../lib/api-client';
import { allows, signedOut, useStaffQuery, type SignedInStaff } from '../lib/staff';
import styles from './shell.module.css';
import { tools } from './tools';

/**
 * Every page of a signed-in staff member: the header with who is signed in, the nav of the
 * tools their role may use, and the page. Without a session (never signed in, or a 401 from any
 * call since) it leads to sign-in, back here after.
 */
export function Shell() {
  const staff = useStaffQuery();
  const location = useLocation();
  if (staff.isPending) return <Loading />;
  // A failed re-check keeps the staff member known: the shell stays.
  if (staff.data) return <SignedInShell staff={staff.data} />;
  if (staff.data === null) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={back === '/' ? null : { back }} />;
  }
  return <ErrorBox error={staff.error} onRetry={() => void staff.refetch()} />;
}

function SignedInShell({ staff }: { staff: SignedInStaff }) {
  const signOut = useMutation({
    mutationFn: () => consoleCall('staffSignOut', {}),
    onSettled: signedOut,
  });
  // On a phone the nav is a drawer behind the menu button; choosing a tool or Escape closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <span className={styles.brand}>{t('app.name')}</span>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="console-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('nav.closeMenu') : t('nav.menu')}
        </button>
        <nav
          id="console-nav"
          aria-label={t('nav.label')}
          className={styles.nav}
          data-open={menuOpen || undefined}
          onClick={(event) => {
            // Choosing a tool closes the drawer.
            if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
          }}
        >
          <ul>
            {tools
              .filter((tool) => allows(staff, tool.permission))
              .map((tool) => (
                <li key={tool.path}>
                  <NavLink to={tool.path} className={styles.navLink}>
                    {t(tool.labelKey)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <span className={styles.who}>
          {t('nav.signedInAs', { name: staff.name, role: t(`roles.${staff.role}`) })}
        </span>
        <NavLink to="/account" className={styles.navLink} data-testid="nav-account">
          {t('nav.account')}
        </NavLink>
        <button
          type="button"
          className={styles.signOut}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('nav.signOut')}
        </button>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet context={staff} />
      </main>
    </div>
  );
}
