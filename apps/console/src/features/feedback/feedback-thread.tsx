import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { FeedbackThreadAnswer } from '@lobby/contract/console';
import { consoleFeedbackImagePath } from '@lobby/contract/values/feedback';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { answerFeedback, feedbackThreadKey, feedbackThreadQuery } from './api/feedback-thread';
import styles from './feedback.module.css';
import rowStyles from '@/components/rows.module.css';

const REPLY_MAX = 4000;

/**
 * One feedback thread, oldest message first, with its images and the staff reply box (for a role
 * with `feedback`; a reader, the auditor, sees the thread only).
 */
export function FeedbackThread({ id, back }: { id: number; back: string }) {
  const thread = useQuery(feedbackThreadQuery(id));
  const mayAnswer = allows(useStaff(), 'feedback');
  if (thread.isError)
    return <ErrorBox error={thread.error} onRetry={() => void thread.refetch()} />;
  if (!thread.data) return <Loading />;
  const feedback = thread.data;
  return (
    <div className={styles.threadBody}>
      <Link to={back} className={styles.back}>
        {t('feedback.thread.back')}
      </Link>
      <h2>{t('feedback.thread.heading', { id: feedback.id, type: feedback.typeName })}</h2>
      <p className={rowStyles.rowMeta}>
        <span>{t('feedback.thread.player', { id: feedback.userId })}</span>
        <span className={ui.pill}>{t(`feedback.statuses.${feedback.status}`)}</span>
        <span>{t('feedback.thread.sent', { time: formatTime(feedback.createdAt) })}</span>
      </p>
      <ol className={styles.messages}>
        {feedback.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      {feedback.status === 'closed' ? (
        <p className={ui.muted}>{t('feedback.thread.closedNote')}</p>
      ) : mayAnswer ? (
        <ReplyForm id={feedback.id} />
      ) : (
        <p className={ui.muted}>{t('feedback.thread.readOnly')}</p>
      )}
    </div>
  );
}

function Message({ message }: { message: FeedbackThreadAnswer['messages'][number] }) {
  return (
    <li className={`${styles.message} ${message.author === 'staff' ? styles.staff : ''}`}>
      <span className={ui.messageHead}>
        <strong>
          {message.author === 'staff'
            ? t('feedback.thread.fromStaff')
            : t('feedback.thread.fromPlayer')}
        </strong>
        <time dateTime={isoTime(message.createdAt)}>{formatTime(message.createdAt)}</time>
      </span>
      <span className={ui.messageText}>{message.text}</span>
      {message.images.length > 0 ? (
        <span className={styles.images}>
          {message.images.map((image, index) => (
            <a
              key={image.key}
              href={consoleFeedbackImagePath(image.key)}
              target="_blank"
              rel="noreferrer"
            >
              <img
                className={styles.image}
                src={consoleFeedbackImagePath(image.key)}
                width={image.width}
                height={image.height}
                alt={t('feedback.thread.image', { n: index + 1 })}
                loading="lazy"
              />
            </a>
          ))}
        </span>
      ) : null}
    </li>
  );
}

function ReplyForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [close, setClose] = useState(false);
  const reply = useMutation({
    mutationFn: () => answerFeedback(id, text, close),
    onSuccess: async () => {
      setText('');
      setClose(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: feedbackThreadKey(id) }),
        queryClient.invalidateQueries({ queryKey: ['feedbackQueue'] }),
      ]);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length > 0) reply.mutate();
  };
  return (
    <form className={styles.reply} onSubmit={submit}>
      <label htmlFor="feedback-reply">{t('feedback.thread.reply')}</label>
      <textarea
        id="feedback-reply"
        className={ui.input}
        rows={4}
        maxLength={REPLY_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="feedback-reply-input"
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={close}
          onChange={(event) => setClose(event.target.checked)}
          data-testid="feedback-reply-close"
        />
        {t('feedback.thread.closeWith')}
      </label>
      {reply.isError ? <ErrorBox error={reply.error} /> : null}
      <button
        type="submit"
        className={ui.primary}
        disabled={reply.isPending || text.trim().length === 0}
        data-testid="feedback-reply-send"
      >
        {reply.isPending ? t('feedback.thread.sending') : t('feedback.thread.send')}
      </button>
    </form>
  );
}
