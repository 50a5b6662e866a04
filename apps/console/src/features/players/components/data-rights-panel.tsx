import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PlayerDataRightsState } from '@lobby/contract/data-rights';
import { ErrorBox, Loading } from '@/components/error-box';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import {
  erasePlayer,
  playerDataRightsKey,
  playerDataRightsQuery,
  setPlayerClosed,
} from '../api/player-data-rights';

/**
 * A player's closure and erasure on their request (ADR 0074): the state, Close or Reopen with a
 * reason (`players.write`), and Erase once closed (`players.erase`, another member than the
 * closer; the server holds both rules).
 */
export function DataRightsPanel({ id }: { id: number }) {
  const staff = useStaff();
  const state = useQuery(playerDataRightsQuery(id));
  return (
    <section aria-labelledby="player-data-rights-heading" data-testid="player-data-rights">
      <h2 id="player-data-rights-heading">{t('dataRights.heading')}</h2>
      {state.isError ? (
        <ErrorBox error={state.error} onRetry={() => void state.refetch()} />
      ) : !state.data ? (
        <Loading />
      ) : (
        <>
          <StateLines state={state.data} />
          {allows(staff, 'players.write') && state.data.erasedAt === null ? (
            <CloseForm state={state.data} />
          ) : null}
          {allows(staff, 'players.erase') &&
          state.data.closedAt !== null &&
          state.data.erasedAt === null ? (
            <EraseForm id={id} />
          ) : null}
        </>
      )}
    </section>
  );
}

function StateLines({ state }: { state: PlayerDataRightsState }) {
  return (
    <>
      <p data-testid="player-data-rights-state">
        {state.closedAt === null
          ? t('dataRights.open')
          : t('dataRights.closed', {
              time: formatTime(state.closedAt),
              by: state.closedBy ?? t('dataRights.closedBySomeone'),
              reason: state.closedReason ?? '',
            })}
      </p>
      {state.erasedAt !== null ? (
        <p>{t('dataRights.erased', { time: formatTime(state.erasedAt) })}</p>
      ) : null}
      <p className={ui.muted}>{t('dataRights.held', { amount: formatMoney(state.heldMoney) })}</p>
    </>
  );
}

const useStateUpdate = (id: number) => {
  const queryClient = useQueryClient();
  return (next: PlayerDataRightsState) => {
    queryClient.setQueryData(playerDataRightsKey(id), next);
    // The profile, sessions and the rest of the player's page change with it.
    void queryClient.invalidateQueries({ queryKey: ['player', id] });
  };
};

function CloseForm({ state }: { state: PlayerDataRightsState }) {
  const update = useStateUpdate(state.id);
  const [reason, setReason] = useState('');
  const closed = state.closedAt !== null;
  const change = useMutation({
    mutationFn: () => setPlayerClosed(state.id, !closed, reason),
    onSuccess: (next) => {
      setReason('');
      update(next);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <>
      {closed ? null : <p className={ui.muted}>{t('dataRights.closeNote')}</p>}
      <form className={ui.formRow} onSubmit={submit}>
        <TextField
          id="player-close-reason"
          label={t('dataRights.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={setReason}
          data-testid="player-close-reason"
        />
        <button
          type="submit"
          className={closed ? ui.button : ui.primary}
          disabled={change.isPending || reason.trim().length === 0}
          data-testid={closed ? 'player-reopen' : 'player-close'}
        >
          {closed ? t('dataRights.reopen') : t('dataRights.close')}
        </button>
      </form>
      {change.isError ? <ErrorBox error={change.error} /> : null}
    </>
  );
}

function EraseForm({ id }: { id: number }) {
  const update = useStateUpdate(id);
  const [confirmed, setConfirmed] = useState(false);
  const erase = useMutation({ mutationFn: () => erasePlayer(id), onSuccess: update });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    erase.mutate();
  };
  return (
    <>
      <p className={ui.muted}>{t('dataRights.eraseNote')}</p>
      <form className={ui.formRow} onSubmit={submit}>
        <label>
          <input
            type="checkbox"
            checked={confirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
            data-testid="player-erase-confirm"
          />{' '}
          {t('dataRights.eraseConfirm')}
        </label>
        <button
          type="submit"
          className={ui.primary}
          disabled={erase.isPending || !confirmed}
          data-testid="player-erase"
        >
          {t('dataRights.erase')}
        </button>
      </form>
      {erase.isError ? <ErrorBox error={erase.error} /> : null}
    </>
  );
}
