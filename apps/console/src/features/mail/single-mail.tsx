import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { SubmitButton, TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { mailBroadcastsKey } from './api/mail-broadcasts';
import { sendMail } from './api/mail-send';
import styles from './mail.module.css';

/** A mail to one player by id: words only (support's tool; no attachment, no coin). */
export function SingleMail() {
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: sendMail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailBroadcastsKey }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    send.mutate(
      {
        userId: Number(data.get('userId')),
        title: String(data.get('title') ?? '').trim(),
        body: String(data.get('body') ?? '').trim(),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <section className={ui.panel} aria-labelledby="single-heading">
      <h2 id="single-heading">{t('mail.single')}</h2>
      <p className={ui.muted}>{t('mail.singleHint')}</p>
      <form className={styles.form} onSubmit={submit}>
        <TextField
          id="single-user"
          label={t('mail.userId')}
          name="userId"
          type="number"
          min={1}
          required
        />
        <TextField
          id="single-title"
          label={t('mail.titleField')}
          name="title"
          required
          maxLength={80}
        />
        <div className={ui.field}>
          <label htmlFor="single-body">{t('mail.body')}</label>
          <textarea
            id="single-body"
            name="body"
            required
            maxLength={2000}
            rows={3}
            className={ui.input}
          />
        </div>
        <div aria-live="polite">
          {send.isError ? <ErrorBox error={send.error} /> : null}
          {send.data ? (
            <p className={styles.ok}>{t('mail.singleSent', { id: send.data.id })}</p>
          ) : null}
        </div>
        <SubmitButton pending={send.isPending}>{t('mail.singleSend')}</SubmitButton>
      </form>
    </section>
  );
}
