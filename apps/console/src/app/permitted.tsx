import type { ReactNode } from 'react';
import type { ConsolePermission } from '@lobby/contract/values/console';
import { t } from '../i18n/i18n';
import { allows, useStaff } from '../lib/staff';
import { useTitle } from '../lib/use-title';
import styles from '../components/ui.module.css';

/**
 * A tool's page for the roles that may use it; for another role (a link typed in or shared) the
 * refusal the server would give anyway, without calling it.
 */
export function Permitted({
  permission,
  children,
}: {
  permission: ConsolePermission;
  children: ReactNode;
}) {
  const staff = useStaff();
  if (!allows(staff, permission)) return <Forbidden />;
  return children;
}

function Forbidden() {
  useTitle(t('errors.forbidden'));
  return (
    <p className={styles.error} role="alert">
      {t('errors.forbidden')}
    </p>
  );
}
