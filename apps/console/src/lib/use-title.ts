import { useEffect } from 'react';
import { t } from '../i18n/i18n';

/** The document's title while the page is shown: what screen readers announce on navigation. */
export const useTitle = (page: string) => {
  useEffect(() => {
    document.title = t('app.title', { page });
  }, [page]);
};
