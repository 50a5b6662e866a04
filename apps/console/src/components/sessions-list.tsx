import type { StaffSessionInfo } from '@lobby/contract/console';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import styles from './staff-forms.module.css';

/** Live console sessions with an End button each (the current one says so). */
export function SessionsList({
  list,
  onEnd,
  ending,
}: {
  list: readonly StaffSessionInfo[];
  onEnd: (sessionId: number) => void;
  ending: boolean;
}) {
  if (list.length === 0) return <p className={ui.muted}>{t('staff.noSessions')}</p>;
  return (
    <ul className={styles.sessions}>
      {list.map((session) => (
        <li key={session.id} data-testid="session-row" data-session-id={session.id}>
          <span>
            {session.ip ?? t('staff.unknownIp')} · {session.userAgent ?? ''}
          </span>
          <span className={ui.muted}>
            {t('staff.lastSeen')}{' '}
            <time dateTime={isoTime(session.lastSeenAt)}>{formatTime(session.lastSeenAt)}</time>
          </span>
          {session.current ? (
            <span className={ui.pill}>{t('staff.thisSession')}</span>
          ) : (
            <button
              type="button"
              className={ui.button}
              disabled={ending}
              onClick={() => onEnd(session.id)}
            >
              {t('staff.endSession')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
