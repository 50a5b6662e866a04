import { Navigate } from 'react-router';
import { t } from '../i18n/i18n';
import { allows, useStaff } from '../lib/staff';
import { useTitle } from '../lib/use-title';
import { tools } from './tools';

/** /console/: the first tool the role may use, or a word when it has none. */
export function Home() {
  const staff = useStaff();
  useTitle(t('home.title'));
  const first = tools.find((tool) => allows(staff, tool.permission));
  if (first) return <Navigate to={first.path} replace />;
  return (
    <>
      <h1>{t('home.title')}</h1>
      <p>{t('home.noTools')}</p>
    </>
  );
}

export function NotFound() {
  useTitle(t('errors.notFoundTitle'));
  return (
    <>
      <h1>{t('errors.notFoundTitle')}</h1>
      <p>{t('errors.notFound')}</p>
    </>
  );
}
