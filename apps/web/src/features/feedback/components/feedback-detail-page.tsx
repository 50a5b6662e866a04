import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { FeedbackMessage } from '@lobby/contract/feedback';
import { feedbackImagePath } from '@lobby/contract/values/feedback';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import fieldStyles from '@/components/field.module.css';
import { pathTo } from '@/config/paths';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { useSignedIn } from '@/stores/session-store';
import { useFeedbackDetail, useFeedbackReply } from '../api/feedback';
import { useAuthorizedImage } from '@/lib/use-authorized-image';
import styles from './feedback-pages.module.css';
import { MessageField, SignInFirst, StatusPill, textProblem } from './feedback-fields';

function ThreadImage({ imageKey, n }: { imageKey: string; n: number }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(feedbackImagePath(imageKey));
  if (url === 'failed')
    return <span className={styles.imageFailed}>{t('feedback.imageFailed')}</span>;
  if (url === null) return <span className={styles.imageLoading} aria-hidden="true" />;
  return <img className={styles.threadImage} src={url} alt={t('feedback.messageImage', { n })} />;
}

function Message({ message }: { message: FeedbackMessage }) {
  const { t } = useTranslation();
  const mine = message.author === 'player';
  return (
    <li className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}>
      <p className={styles.author}>{mine ? t('feedback.you') : t('feedback.staff')}</p>
      <p className={styles.messageText}>{message.text}</p>
      {message.images.length > 0 ? (
        <div className={styles.threadImages}>
          {message.images.map((image, i) => (
            <ThreadImage key={image.key} imageKey={image.key} n={i + 1} />
          ))}
        </div>
      ) : null}
      <p className={styles.time}>
        {t('feedback.sentAt', { time: formatEpoch(message.createdAt) })}
      </p>
    </li>
  );
}

/** /feedback/record/:id: the thread with staff replies; the player adds to it while it is open. */
export function FeedbackDetailPage() {
  const { id } = useParams();
  const signedIn = useSignedIn();
  const feedbackId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : 0;
  if (!signedIn) return <SignInFirst back={pathTo('feedback-record-detail', { id: id ?? '' })} />;
  return <FeedbackThread id={feedbackId} />;
}

function FeedbackThread({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = id > 0 && id <= 2_147_483_647;
  const query = useFeedbackDetail(id, valid);
  if (!valid) {
    return <EmptyState icon="document" title={t('errors.code.1527')} />;
  }
  if (query.isPending) {
    return (
      <Page>
        <SkeletonList rows={3} />
      </Page>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        icon="document"
        title={t('feedback.detailFailed')}
        text={describeError(errorText(query.error), t)}
        action={
          <ButtonLink to={pathTo('feedback-record')}>{t('titles.feedback-record')}</ButtonLink>
        }
      />
    );
  }
  const thread = query.data;
  return (
    <Page>
      <header className={styles.threadHead}>
        <h2 className={pageStyles.cardTitle}>{t('feedback.detailTitle', { id: thread.id })}</h2>
        <span className={styles.threadMeta}>
          <span>{thread.typeName}</span>
          <StatusPill status={thread.status} />
        </span>
      </header>
      <SentNotice />
      <ol className={styles.thread}>
        {thread.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      {thread.status === 'closed' ? (
        <section className={pageStyles.card}>
          <p className={pageStyles.muted}>{t('feedback.closedText')}</p>
          <ButtonLink to={pathTo('feedback')} variant="outline" block>
            {t('feedback.write')}
          </ButtonLink>
        </section>
      ) : (
        <ReplyForm id={thread.id} />
      )}
    </Page>
  );
}

function SentNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const sent = (location.state as { sent?: unknown } | null)?.sent === true;
  return sent ? (
    <p className={`${pageStyles.card} ${pageStyles.green}`} role="status">
      {t('feedback.sent')}
    </p>
  ) : null;
}

function ReplyForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const reply = useFeedbackReply(id);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const problem = tried ? textProblem(text) : null;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (textProblem(text)) return;
        reply.mutate(text.trim(), {
          onSuccess: () => {
            setText('');
            setTried(false);
          },
        });
      }}
    >
      <MessageField
        label={t('feedback.replyLabel')}
        value={text}
        onChange={setText}
        placeholder={t('feedback.replyPlaceholder')}
        error={problem ? t(problem.key, problem.values) : null}
      />
      {reply.isError ? (
        <p className={fieldStyles.error} role="alert">
          {describeError(errorText(reply.error), t)}
        </p>
      ) : null}
      <Button type="submit" block disabled={reply.isPending}>
        {reply.isPending ? t('feedback.sending') : t('feedback.replySend')}
      </Button>
    </form>
  );
}
