import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PlayerProfile } from '@lobby/contract/console-players';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { playerProfileKey, setPlayerLocked } from './api/player-profile';
import { endPlayerSession, playerSessionsKey, playerSessionsQuery } from './api/player-sessions';
import { LimitsPanel } from './components/limits-panel';
import styles from './players.module.css';
import { BreaksPanel } from './components/breaks-panel';

const yesNo = (value: boolean) => (value ? t('players.player.yes') : t('players.player.no'));

/** The profile's facts, the lock (with a reason) and the live sessions, each with End. */
export function ProfileSection({ player }: { player: PlayerProfile }) {
  const staff = useStaff();
  const canWrite = allows(staff, 'players.write');
  return (
    <>
      <section aria-labelledby="player-profile-heading">
        <h2 id="player-profile-heading">{t('players.player.profile')}</h2>
        {player.lockedAt !== null ? (
          <p className={styles.locked} data-testid="player-locked">
            {t('players.player.lockedSince', {
              time: formatTime(player.lockedAt),
              reason: player.lockedReason ?? '',
            })}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>{t('players.columns.id')}</dt>
          <dd>{player.id}</dd>
          <dt>{t('players.player.uuid')}</dt>
          <dd>{player.uuid}</dd>
          <dt>{t('players.columns.nickname')}</dt>
          <dd>{player.nickname}</dd>
          <dt>{t('players.columns.account')}</dt>
          <dd>{player.account ?? t('players.none')}</dd>
          <dt>{t('players.columns.mobile')}</dt>
          <dd>{player.mobile ?? t('players.none')}</dd>
          <dt>{t('players.player.mobileVerified')}</dt>
          <dd>{yesNo(player.mobileVerified)}</dd>
          <dt>{t('players.player.hasPassword')}</dt>
          <dd>{yesNo(player.hasPassword)}</dd>
          <dt>{t('players.player.kyc')}</dt>
          <dd>{yesNo(player.hasKyc)}</dd>
          <dt>{t('players.columns.inviteCode')}</dt>
          <dd>{player.inviteCode}</dd>
          <dt>{t('players.player.inviter')}</dt>
          <dd>
            {player.inviterId === null ? (
              t('players.none')
            ) : (
              <Link to={`/players/${player.inviterId}`}>{player.inviterId}</Link>
            )}
          </dd>
          <dt>{t('players.columns.created')}</dt>
          <dd>
            <time dateTime={isoTime(player.createdAt)}>{formatTime(player.createdAt)}</time>
          </dd>
        </dl>
      </section>
      {canWrite ? <LockForm player={player} /> : null}
      <Sessions id={player.id} canEnd={canWrite} />
      <LimitsPanel id={player.id} />
      <BreaksPanel id={player.id} />
    </>
  );
}

function LockForm({ player }: { player: PlayerProfile }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const locked = player.lockedAt !== null;
  const change = useMutation({
    mutationFn: () => setPlayerLocked(player.id, !locked, reason),
    onSuccess: (profile) => {
      setReason('');
      queryClient.setQueryData(playerProfileKey(player.id), profile);
      void queryClient.invalidateQueries({ queryKey: playerSessionsKey(player.id) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  const heading = locked ? t('players.player.unlockHeading') : t('players.player.lockHeading');
  return (
    <section aria-labelledby="player-lock-heading">
      <h2 id="player-lock-heading">{heading}</h2>
      {locked ? null : <p className={ui.muted}>{t('players.player.lockNote')}</p>}
      <form className={ui.formRow} onSubmit={submit}>
        <TextField
          id="player-lock-reason"
          label={t('players.player.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={setReason}
          data-testid="player-lock-reason"
        />
        <button
          type="submit"
          className={ui.primary}
          disabled={change.isPending || reason.trim().length === 0}
          data-testid={locked ? 'player-unlock' : 'player-lock'}
        >
          {locked ? t('players.player.unlock') : t('players.player.lock')}
        </button>
      </form>
      {change.isError ? <ErrorBox error={change.error} /> : null}
    </section>
  );
}

function Sessions({ id, canEnd }: { id: number; canEnd: boolean }) {
  const queryClient = useQueryClient();
  const sessions = useQuery(playerSessionsQuery(id));
  const end = useMutation({
    mutationFn: (sessionId: number | undefined) => endPlayerSession(id, sessionId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: playerSessionsKey(id) }),
  });
  return (
    <section aria-labelledby="player-sessions-heading">
      <h2 id="player-sessions-heading">{t('players.player.sessions')}</h2>
      {end.isError ? <ErrorBox error={end.error} /> : null}
      {sessions.isError ? (
        <ErrorBox error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : !sessions.data ? (
        <Loading />
      ) : sessions.data.list.length === 0 ? (
        <p className={ui.muted}>{t('players.player.noSessions')}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {sessions.data.list.map((s) => (
              <li key={s.id} data-testid="player-session">
                <span>
                  {t('players.player.sessionLine', {
                    device: s.device ?? s.userAgent ?? t('players.player.unknown'),
                    ip: s.ip ?? t('players.player.unknown'),
                    time: formatTime(s.lastSeenAt),
                  })}
                </span>
                {canEnd ? (
                  <button
                    type="button"
                    className={ui.button}
                    disabled={end.isPending}
                    onClick={() => end.mutate(s.id)}
                    data-testid="player-session-end"
                  >
                    {t('players.player.endSession')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {canEnd ? (
            <button
              type="button"
              className={ui.button}
              disabled={end.isPending}
              onClick={() => end.mutate(undefined)}
              data-testid="player-sessions-end-all"
            >
              {t('players.player.endAll')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
