import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { addPlayerNote, playerNotesKey, playerNotesQuery } from './api/player-notes';
import { playerReferralsQuery } from './api/player-referrals';
import { PagedSection, PagedTable } from './paged-table';
import styles from './players.module.css';
import { Amount } from '@/components/amount';

const when = (epoch: number) => <time dateTime={isoTime(epoch)}>{formatTime(epoch)}</time>;

export function RoundsSection({ id }: { id: number }) {
  return (
    <PagedSection
      name="playerRounds"
      id={id}
      headingId="player-rounds-heading"
      title={t('players.player.rounds')}
      testId="player-round"
      columns={[
        { label: t('players.list.when'), cell: (r) => when(r.createdAt) },
        { label: t('players.list.game'), cell: (r) => `${r.provider} ${r.gameId}` },
        { label: t('players.list.round'), cell: (r) => r.roundId },
        { label: t('players.list.bet'), cell: (r) => <Amount value={r.bet} />, numeric: true },
        { label: t('players.list.win'), cell: (r) => <Amount value={r.win} />, numeric: true },
        { label: t('players.list.status'), cell: (r) => r.status },
      ]}
    />
  );
}

export function RewardsSection({ id }: { id: number }) {
  return (
    <PagedSection
      name="playerRewards"
      id={id}
      headingId="player-rewards-heading"
      title={t('players.player.rewards')}
      testId="player-reward"
      columns={[
        { label: t('players.list.when'), cell: (r) => when(r.createdAt) },
        { label: t('players.list.activity'), cell: (r) => r.activity },
        { label: t('players.list.coin'), cell: (r) => <Amount value={r.coin} />, numeric: true },
        { label: t('players.list.status'), cell: (r) => r.status },
      ]}
    />
  );
}

/** The inviter (a link to their page) and the players this one invited. */
export function ReferralsSection({ id }: { id: number }) {
  const first = useQuery(playerReferralsQuery(id));
  const inviter = first.data?.inviter;
  return (
    <section aria-labelledby="player-referrals-heading">
      <h2 id="player-referrals-heading">{t('players.player.tabs.referrals')}</h2>
      <p data-testid="player-inviter">
        {t('players.player.inviter')}:{' '}
        {inviter ? (
          <Link to={`/players/${inviter.id}`}>
            {inviter.id} · {inviter.nickname}
          </Link>
        ) : first.data ? (
          t('players.player.noInviter')
        ) : null}
      </p>
      <PagedTable
        name="playerReferrals"
        id={id}
        caption={t('players.player.invitees')}
        testId="player-invitee"
        columns={[
          {
            label: t('players.columns.id'),
            cell: (r) => <Link to={`/players/${r.id}`}>{r.id}</Link>,
          },
          { label: t('players.columns.nickname'), cell: (r) => r.nickname },
          { label: t('players.columns.created'), cell: (r) => when(r.createdAt) },
        ]}
      />
    </section>
  );
}

/** Staff notes with their author and time, newest first; `players.write` adds one. */
export function NotesSection({ id }: { id: number }) {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const notes = useQuery(playerNotesQuery(id));
  const add = useMutation({
    mutationFn: () => addPlayerNote(id, text),
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey: playerNotesKey(id) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <section aria-labelledby="player-notes-heading">
      <h2 id="player-notes-heading">{t('players.player.notes')}</h2>
      {allows(staff, 'players.write') ? (
        <form className={ui.formRow} onSubmit={submit}>
          <div className={ui.field}>
            <label htmlFor="player-note-text">{t('players.player.noteText')}</label>
            <textarea
              id="player-note-text"
              className={ui.input}
              rows={3}
              cols={60}
              maxLength={2000}
              required
              value={text}
              onChange={(event) => setText(event.target.value)}
              data-testid="player-note-text"
            />
          </div>
          <button
            type="submit"
            className={ui.primary}
            disabled={add.isPending || text.trim().length === 0}
            data-testid="player-note-add"
          >
            {t('players.player.addNote')}
          </button>
        </form>
      ) : null}
      {add.isError ? <ErrorBox error={add.error} /> : null}
      {notes.isError ? (
        <ErrorBox error={notes.error} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <Loading />
      ) : notes.data.list.length === 0 ? (
        <p className={ui.muted}>{t('players.player.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {notes.data.list.map((note) => (
            <li key={note.id} data-testid="player-note">
              <div>
                <p>{note.text}</p>
                <span className={ui.sub}>
                  {t('players.player.noteBy', {
                    name: note.staffName,
                    time: formatTime(note.createdAt),
                  })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
