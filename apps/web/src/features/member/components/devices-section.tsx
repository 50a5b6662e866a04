import { useState } from 'react';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, formatEpoch } from '@/lib/error-message';
import { useEndSessions, useSessionList } from '../api/sessions';
import styles from './profile-page.module.css';

/**
 * "Devices signed in" on /member/profile: every live session of the account, this one marked,
 * each other with "Sign out", and "Sign out everywhere else" for a player who fears somebody
 * else is in.
 */
export function DevicesSection() {
  const { t } = useTranslation();
  const sessions = useSessionList();
  const end = useEndSessions();
  const [error, setError] = useState<string | null>(null);
  const list = sessions.data?.list ?? [];
  const others = list.filter((s) => !s.current);
  const run = (which: { id: number } | 'others') => {
    setError(null);
    end.mutate(which, { onError: (e) => setError(fieldErrorsOf(e, [], t).form ?? null) });
  };

  return (
    <section className={styles.card} aria-labelledby="devices-title">
      <h2 id="devices-title" className={styles.cardTitle}>
        {t('member.devicesTitle')}
      </h2>
      {sessions.isPending ? (
        <p className={styles.muted}>{t('member.devicesLoading')}</p>
      ) : sessions.isError ? (
        <p className={styles.error} role="alert">
          {t('member.devicesFailed')}
        </p>
      ) : (
        <ul className={styles.devices}>
          {list.map((session) => (
            <li key={session.id} className={styles.device}>
              <span className={styles.rowIcon}>
                <Icon name="phone" size={20} />
              </span>
              <span className={styles.rowMain}>
                <span className={styles.rowValue}>
                  {session.device || t('member.deviceUnknown')}
                  {session.current ? (
                    <span className={styles.badge}>{t('member.thisDevice')}</span>
                  ) : null}
                </span>
                <span className={styles.rowLabel}>
                  {t('member.deviceSeen', {
                    ip: session.ip || t('member.deviceNoIp'),
                    when: formatEpoch(session.lastSeenAt),
                  })}
                </span>
              </span>
              {session.current ? null : (
                <button
                  type="button"
                  className={styles.action}
                  disabled={end.isPending}
                  aria-label={t('member.signOutDevice', {
                    device: session.device || t('member.deviceUnknown'),
                  })}
                  onClick={() => run({ id: session.id })}
                >
                  {t('member.signOut')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button small variant="ghost" disabled={end.isPending} onClick={() => run('others')}>
          {t('member.signOutOthers')}
        </Button>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
