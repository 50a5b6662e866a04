import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { pathTo } from '@/config/paths';
import styles from './layout.module.css';

/** The 404 and 500 layouts: "Page Not Found" with the raised message, or "Internal Server Error". */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message =
    notFound && typeof error.data === 'string'
      ? error.data
      : notFound
        ? ''
        : t('errors.serverText');

  return (
    <div className={styles.shell}>
      <main className={styles.error}>
        <div className={styles.errorCode}>{notFound ? 404 : 500}</div>
        <h1 className={styles.errorTitle}>
          {notFound ? t('errors.notFound') : t('errors.server')}
        </h1>
        {message ? <p className={styles.errorText}>{message}</p> : null}
        <ButtonLink to={pathTo('index')} reloadDocument={!notFound}>
          {t('errors.backHome')}
        </ButtonLink>
      </main>
    </div>
  );
}
