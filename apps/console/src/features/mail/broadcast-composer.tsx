import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ConsoleRequestOf } from '@lobby/contract/console';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { SubmitButton, TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import {
  createBroadcast,
  mailBroadcastsKey,
  mailBroadcastsQuery,
  mailPendingKey,
} from './api/mail-broadcasts';
import { countSegment } from './api/mail-segment-count';
import { propKey } from './props';
import styles from './mail.module.css';

type Segment = NonNullable<ConsoleRequestOf<'mailBroadcastCreate'>['segment']>;

const DAY_SECONDS = 86_400;
/** A datetime-local or date input's value, in the staff member's time zone, as epoch seconds. */
const secondsOf = (value: string) =>
  Math.floor(new Date(value.length === 10 ? `${value}T00:00` : value).getTime() / 1000);
const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optionalInt = (form: FormData, name: string) => {
  const value = text(form, name);
  return value === '' ? undefined : Number(value);
};

/** The segment the form's fields describe (an empty field: no condition). */
const segmentOf = (form: FormData): Segment => {
  const registeredFrom = text(form, 'registeredFrom');
  const registeredTo = text(form, 'registeredTo');
  const deposited = text(form, 'deposited');
  return {
    ...(optionalInt(form, 'vipMin') === undefined ? {} : { vipMin: optionalInt(form, 'vipMin') }),
    ...(optionalInt(form, 'vipMax') === undefined ? {} : { vipMax: optionalInt(form, 'vipMax') }),
    ...(registeredFrom ? { registeredFrom: secondsOf(registeredFrom) } : {}),
    // The day given is included: registered before the next midnight.
    ...(registeredTo ? { registeredTo: secondsOf(registeredTo) + DAY_SECONDS } : {}),
    ...(deposited ? { deposited: deposited === 'yes' } : {}),
  };
};

interface AwardRow {
  key: number;
  propId: string;
  count: string;
}

/**
 * The broadcast composer: title and message, the segment (with how many players it reaches
 * now), when it starts and expires, and the attachment's rows (a prop id and count, named).
 */
export function BroadcastComposer() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<AwardRow[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  // Whom it goes to: a segment, or one player named by id, phone or account name.
  const [toPlayer, setToPlayer] = useState(false);
  // The cap per attachment comes with the list (the same query as the list below).
  const cap = useQuery(mailBroadcastsQuery()).data?.attachmentCap;
  const preview = useMutation({
    mutationFn: (body: ConsoleRequestOf<'mailSegmentCount'>) => countSegment(body),
  });
  const create = useMutation({
    mutationFn: (body: ConsoleRequestOf<'mailBroadcastCreate'>) => createBroadcast(body),
    onSuccess: async () => {
      form?.reset();
      setRows([]);
      preview.reset();
      await queryClient.invalidateQueries({ queryKey: mailBroadcastsKey });
      await queryClient.invalidateQueries({ queryKey: mailPendingKey });
    },
  });
  const awards = () =>
    rows
      .filter((r) => r.propId !== '' && r.count !== '')
      .map((r) => ({ propId: Number(r.propId), count: Number(r.count) }));

  const countPlayers = () => {
    if (!form) return;
    const data = new FormData(form);
    preview.mutate({
      segment: segmentOf(data),
      withAwards: awards().length > 0,
      openToNewPlayers: data.get('openToNewPlayers') === 'on',
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startsAt = text(data, 'startsAt');
    create.mutate({
      title: text(data, 'title'),
      body: text(data, 'body'),
      ...(toPlayer
        ? { player: text(data, 'player') }
        : {
            segment: segmentOf(data),
            openToNewPlayers: data.get('openToNewPlayers') === 'on',
          }),
      awards: awards(),
      ...(startsAt ? { startsAt: secondsOf(startsAt) } : {}),
      expiresAt: secondsOf(text(data, 'expiresAt')),
    });
  };

  const setRow = (key: number, change: Partial<AwardRow>) =>
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <section className={ui.panel} aria-labelledby="composer-heading">
      <h2 id="composer-heading">{t('mail.composer')}</h2>
      <form ref={setForm} className={styles.form} onSubmit={submit}>
        <TextField
          id="mail-title"
          label={t('mail.titleField')}
          name="title"
          required
          maxLength={80}
        />
        <div className={ui.field}>
          <label htmlFor="mail-body">{t('mail.body')}</label>
          <textarea
            id="mail-body"
            name="body"
            className={ui.input}
            required
            maxLength={2000}
            rows={4}
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('mail.target')}</legend>
          <div className={styles.row}>
            <label className={styles.check}>
              <input
                type="radio"
                name="target"
                checked={!toPlayer}
                onChange={() => setToPlayer(false)}
              />
              {t('mail.targetSegment')}
            </label>
            <label className={styles.check}>
              <input
                type="radio"
                name="target"
                checked={toPlayer}
                onChange={() => setToPlayer(true)}
              />
              {t('mail.targetPlayer')}
            </label>
          </div>
          {toPlayer ? (
            <>
              <TextField
                id="mail-player"
                label={t('mail.player')}
                name="player"
                required
                maxLength={64}
                autoComplete="off"
              />
              <p className={ui.muted}>{t('mail.playerHint')}</p>
            </>
          ) : null}
        </fieldset>
        {toPlayer ? null : (
          <fieldset className={styles.fieldset}>
            <legend>{t('mail.segment')}</legend>
            <p className={ui.muted}>{t('mail.segmentHint')}</p>
            <div className={styles.row}>
              <TextField
                id="mail-vip-min"
                label={t('mail.vipMin')}
                name="vipMin"
                type="number"
                min={0}
                max={100}
              />
              <TextField
                id="mail-vip-max"
                label={t('mail.vipMax')}
                name="vipMax"
                type="number"
                min={0}
                max={100}
              />
              <TextField
                id="mail-registered-from"
                label={t('mail.registeredFrom')}
                name="registeredFrom"
                type="date"
              />
              <TextField
                id="mail-registered-to"
                label={t('mail.registeredTo')}
                name="registeredTo"
                type="date"
              />
              <div className={ui.field}>
                <label htmlFor="mail-deposited">{t('mail.deposited')}</label>
                <select id="mail-deposited" name="deposited" className={ui.input} defaultValue="">
                  <option value="">{t('mail.depositedAny')}</option>
                  <option value="yes">{t('mail.depositedYes')}</option>
                  <option value="no">{t('mail.depositedNo')}</option>
                </select>
              </div>
            </div>
            <label className={styles.check}>
              <input type="checkbox" name="openToNewPlayers" />
              {t('mail.openToNewPlayers')}
            </label>
            <div className={styles.row}>
              <button
                type="button"
                className={ui.button}
                disabled={preview.isPending}
                onClick={countPlayers}
              >
                {preview.isPending ? t('mail.previewing') : t('mail.preview')}
              </button>
              <p aria-live="polite" data-testid="mail-reach">
                {preview.data
                  ? t('mail.reach', {
                      count: preview.data.players,
                      n: preview.data.players.toLocaleString('en-US'),
                    })
                  : null}
              </p>
            </div>
            {preview.isError ? <ErrorBox error={preview.error} /> : null}
          </fieldset>
        )}
        <div className={styles.row}>
          <TextField
            id="mail-starts"
            label={t('mail.startsAt')}
            name="startsAt"
            type="datetime-local"
          />
          <TextField
            id="mail-expires"
            label={t('mail.expiresAt')}
            name="expiresAt"
            type="datetime-local"
            required
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{t('mail.attachments')}</legend>
          <p className={ui.muted}>{t('mail.attachmentsHint')}</p>
          {cap === undefined ? null : (
            <p className={ui.muted} data-testid="mail-attachment-cap">
              {t('mail.attachmentCap', { cap: formatMoney(cap) })}
            </p>
          )}
          <p className={ui.muted}>{t('mail.fourEyesHint')}</p>
          {rows.map((row, i) => (
            <div key={row.key} className={styles.row} data-testid="mail-award-row">
              <div className={ui.field}>
                <label htmlFor={`mail-prop-${row.key}`}>{t('mail.propId')}</label>
                <input
                  id={`mail-prop-${row.key}`}
                  type="number"
                  min={1}
                  className={ui.input}
                  value={row.propId}
                  onChange={(e) => setRow(row.key, { propId: e.target.value })}
                />
              </div>
              <div className={ui.field}>
                <label htmlFor={`mail-count-${row.key}`}>{t('mail.count')}</label>
                <input
                  id={`mail-count-${row.key}`}
                  type="number"
                  min={1}
                  className={ui.input}
                  value={row.count}
                  onChange={(e) => setRow(row.key, { count: e.target.value })}
                />
              </div>
              <p className={styles.propName}>
                {row.propId === '' ? '' : t(propKey(Number(row.propId)))}
              </p>
              <button
                type="button"
                className={ui.button}
                aria-label={t('mail.removeAward', { n: i + 1 })}
                onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
              >
                ×
              </button>
            </div>
          ))}
          <button
            type="button"
            className={ui.button}
            disabled={rows.length >= 10}
            onClick={() => {
              setRows((list) => [...list, { key: nextKey, propId: '2001', count: '' }]);
              setNextKey((k) => k + 1);
            }}
          >
            {t('mail.addAward')}
          </button>
        </fieldset>
        <div aria-live="polite">
          {create.isError ? <ErrorBox error={create.error} /> : null}
          {create.data ? (
            <p className={styles.ok}>
              {t(create.data.state === 'pending' ? 'mail.sentPending' : 'mail.sent', {
                id: create.data.id,
              })}
            </p>
          ) : null}
        </div>
        <SubmitButton pending={create.isPending}>
          {create.isPending ? t('mail.sending') : t('mail.send')}
        </SubmitButton>
      </form>
    </section>
  );
}
