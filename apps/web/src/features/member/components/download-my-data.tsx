import { useState } from 'react';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useExportMyData } from '../api/export-my-data';
import styles from './member-page.module.css';
import own from './download-my-data.module.css';

/** The file's name: my-data-<the exported day, UTC>.json. */
export const dataFileName = (exportedAt: string) => `my-data-${exportedAt.slice(0, 10)}.json`;

/** Hands the browser a JSON document to save under a name. */
const saveJson = (value: unknown, name: string) => {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/**
 * "Download my data" on the member page (GDPR art. 15 and 20): asks the server for the
 * player's data and saves it as my-data-<date>.json; a second ask within the hour is told how
 * long to wait.
 */
export function DownloadMyData() {
  const { t } = useTranslation();
  const exporting = useExportMyData();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const onClick = () => {
    setStatus({ text: t('dataExport.preparing'), error: false });
    exporting.mutate(undefined, {
      onSuccess: (data) => {
        const file = dataFileName(data.exportedAt);
        saveJson(data, file);
        setStatus({ text: t('dataExport.saved', { file }), error: false });
      },
      onError: (error) => setStatus({ text: describeError(errorText(error), t), error: true }),
    });
  };
  return (
    <section className={styles.section} aria-labelledby="data-export-title">
      <div className={styles.list}>
        <button
          type="button"
          className={own.button}
          onClick={onClick}
          disabled={exporting.isPending}
          aria-describedby="data-export-hint"
        >
          <span className={styles.rowIcon}>
            <Icon name="document" size={20} />
          </span>
          <span id="data-export-title" className={styles.rowTitle}>
            {t('dataExport.title')}
          </span>
        </button>
      </div>
      <p id="data-export-hint" className={`${styles.label} ${own.note}`}>
        {t('dataExport.hint')}
      </p>
      {status ? (
        <p role={status.error ? 'alert' : 'status'} className={`${styles.label} ${own.note}`}>
          {status.text}
        </p>
      ) : null}
    </section>
  );
}
