import { useId, useState } from 'react';
import {
  REALITY_CHECK_MINUTES,
  type RealityCheckMinutes,
} from '@lobby/contract/values/reality-check';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf } from '@/lib/error-message';
import { useRealityCheckInterval, useSetRealityCheck } from '../api/reality-check';
import styles from './reality-check-section.module.css';

/**
 * The reality check on /member/responsible-gaming (ADR 0072): how often the game stops to show
 * the time played and the net of the session — 15, 30 or 60 minutes; never off. A choice is saved
 * as it is made.
 */
export function RealityCheckSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const interval = useRealityCheckInterval();
  const save = useSetRealityCheck();
  const [status, setStatus] = useState<'saved' | { error: string } | null>(null);
  const chosen = save.isPending ? save.variables : interval.data?.minutes;
  const choose = (minutes: RealityCheckMinutes) => {
    setStatus(null);
    save.mutate(minutes, {
      onSuccess: () => setStatus('saved'),
      onError: (e) => setStatus({ error: fieldErrorsOf(e, [], t).form ?? '' }),
    });
  };

  return (
    <section className={styles.card} aria-labelledby={titleId} data-testid="reality-check-section">
      <h2 id={titleId} className={styles.title}>
        {t('realityCheckSection.title')}
      </h2>
      <p className={styles.text}>{t('realityCheckSection.text')}</p>
      {interval.isPending ? (
        <p className={styles.muted}>{t('realityCheckSection.loading')}</p>
      ) : interval.isError ? (
        <p className={styles.error} role="alert">
          {t('realityCheckSection.failed')}
        </p>
      ) : (
        <fieldset className={styles.choices} disabled={save.isPending}>
          <legend className={styles.legend}>{t('realityCheckSection.legend')}</legend>
          {REALITY_CHECK_MINUTES.map((minutes) => (
            <label key={minutes} className={styles.choice}>
              <input
                type="radio"
                name="reality-check-minutes"
                value={minutes}
                checked={chosen === minutes}
                onChange={() => choose(minutes)}
              />
              {t('realityCheckSection.minutes', { count: minutes })}
            </label>
          ))}
        </fieldset>
      )}
      {interval.data && !interval.data.chosen && status === null ? (
        <p className={styles.muted}>{t('realityCheckSection.defaultNote')}</p>
      ) : null}
      <p className={styles.muted} role="status">
        {status === 'saved' ? t('realityCheckSection.saved') : null}
      </p>
      {status !== null && status !== 'saved' && status.error ? (
        <p className={styles.error} role="alert">
          {status.error}
        </p>
      ) : null}
    </section>
  );
}
