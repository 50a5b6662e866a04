import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { mailPlayer, notePlayer } from './api/protection';

/** What staff chose to do for a player on a list. */
export interface Acting {
  kind: 'mail' | 'note';
  userId: number;
  /** The player as the lists show them (#id nickname). */
  player: string;
}

/**
 * The form of an action on a listed player: a mail to them (mailSend) or a staff note on them
 * (playerAddNote), each audited by its own call.
 */
export function ActionForm({ acting, onDone }: { acting: Acting; onDone: () => void }) {
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [done, setDone] = useState(false);
  const act = useMutation({
    mutationFn: () =>
      acting.kind === 'mail'
        ? mailPlayer(acting.userId, title.trim(), text.trim())
        : notePlayer(acting.userId, text.trim()),
    onSuccess: () => {
      setDone(true);
      setTitle('');
      setText('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    act.mutate();
  };
  const mail = acting.kind === 'mail';
  const heading = mail
    ? t('protection.mailTo', { player: acting.player })
    : t('protection.noteOn', { player: acting.player });
  return (
    <section className={ui.panel} aria-labelledby="protection-action-heading">
      <h2 id="protection-action-heading">{heading}</h2>
      {done ? (
        <p role="status" data-testid="protection-action-done">
          {mail
            ? t('protection.sent', { player: acting.player })
            : t('protection.saved', { player: acting.player })}
        </p>
      ) : null}
      <form onSubmit={submit}>
        {mail ? (
          <div className={ui.field}>
            <label htmlFor="protection-mail-title">{t('protection.mailTitle')}</label>
            <input
              id="protection-mail-title"
              className={ui.input}
              required
              maxLength={80}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
        ) : null}
        <div className={ui.field}>
          <label htmlFor="protection-action-text">
            {mail ? t('protection.mailBody') : t('protection.noteText')}
          </label>
          <textarea
            id="protection-action-text"
            className={ui.input}
            rows={3}
            cols={60}
            required
            maxLength={2000}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className={ui.formRow}>
          <button
            type="submit"
            className={ui.primary}
            disabled={act.isPending || text.trim().length === 0 || (mail && !title.trim())}
            data-testid="protection-action-submit"
          >
            {mail ? t('protection.send') : t('protection.save')}
          </button>
          <button type="button" className={ui.button} onClick={onDone}>
            {t('protection.cancel')}
          </button>
        </div>
      </form>
      {act.isError ? <ErrorBox error={act.error} /> : null}
    </section>
  );
}
