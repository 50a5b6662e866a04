import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { FeedbackMessage, FeedbackStatus, FeedbackSummary } from '@lobby/contract/feedback';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  feedbackImagePath,
} from '@lobby/contract/values/feedback';
import { useTranslation } from '@/i18n/use-translation';
import { Button, ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Page, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { SkeletonList } from '@/components/skeleton';
import fieldStyles from '@/components/field.module.css';
import { pathTo } from '@/config/paths';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import {
  useFeedbackDetail,
  useFeedbackList,
  useFeedbackReply,
  useFeedbackSubmit,
} from '../api/feedback';
import { pickImages, type PickProblem, type PickedImage } from '@/lib/picked-images';
import { useAuthorizedImage } from '@/lib/use-authorized-image';
import styles from './feedback-pages.module.css';

/** The message rule the server applies (trimmed length), in the form's words, or null. */
export const textProblem = (
  text: string,
): { key: string; values: Record<string, number> } | null => {
  const length = text.trim().length;
  if (length < FEEDBACK_TEXT_MIN)
    return { key: 'feedback.textTooShort', values: { min: FEEDBACK_TEXT_MIN } };
  if (length > FEEDBACK_TEXT_MAX)
    return { key: 'feedback.textTooLong', values: { max: FEEDBACK_TEXT_MAX } };
  return null;
};

function SignInFirst({ back }: { back: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="lock"
      title={t('feedback.signInTitle')}
      text={t('feedback.signInText')}
      action={<ButtonLink to={signInPath(back)}>{t('auth.logIn')}</ButtonLink>}
    />
  );
}

/** A multi-line text field styled as the app's inputs, with its counter and inline error. */
function MessageField({
  label,
  value,
  onChange,
  error,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  placeholder: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const countId = `${id}-count`;
  const errorId = `${id}-error`;
  return (
    <div className={[fieldStyles.field, error ? fieldStyles.invalid : null].join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={fieldStyles.control}>
        <textarea
          id={id}
          className={styles.textarea}
          value={value}
          rows={5}
          maxLength={FEEDBACK_TEXT_MAX}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className={styles.fieldFoot}>
        {error ? (
          <p id={errorId} className={fieldStyles.error} role="alert">
            {error}
          </p>
        ) : null}
        <p id={countId} className={styles.count}>
          {t('feedback.textCount', { count: value.trim().length, max: FEEDBACK_TEXT_MAX })}
        </p>
      </div>
    </div>
  );
}

function ImagePicker({
  images,
  limit,
  onChange,
}: {
  images: PickedImage[];
  limit: number;
  onChange: (images: PickedImage[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const [busy, setBusy] = useState(false);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  return (
    <fieldset className={styles.images} aria-describedby={hintId}>
      <legend className={fieldStyles.label}>{t('feedback.images')}</legend>
      <p id={hintId} className={fieldStyles.hint}>
        {t('feedback.imagesHint', { count: limit })}
      </p>
      <ul className={styles.thumbs}>
        {images.map((image, i) => (
          <li key={image.id} className={styles.thumb}>
            <img src={image.preview} alt={t('feedback.imagePreview', { n: i + 1 })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('feedback.removeImage', { n: i + 1 })}
              onClick={() => {
                setProblem(null);
                onChange(images.filter((x) => x.id !== image.id));
              }}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {images.length < limit ? (
          <li className={styles.thumb}>
            <label className={styles.add} aria-busy={busy || undefined}>
              <Icon name="plus" size={24} />
              <span className={styles.addText}>{t('feedback.addImage')}</span>
              <input
                className={styles.file}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                multiple
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => {
                  const input = event.currentTarget;
                  const files = [...(input.files ?? [])];
                  input.value = '';
                  if (files.length === 0) return;
                  setBusy(true);
                  void pickImages(images, files, limit)
                    .then((picked) => {
                      setProblem(picked.problem);
                      onChange(picked.images);
                    })
                    .catch(() => setProblem('type'))
                    .finally(() => setBusy(false));
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {problem ? (
        <p id={problemId} className={fieldStyles.error} role="alert">
          {t(`feedback.problem.${problem}`)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** /feedback: a type from the config, a message and images, checked as the server will. */
export function FeedbackPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst back={pathTo('feedback')} />;
  return <ConfigGate>{(config) => <FeedbackForm config={config.feedbackConfig} />}</ConfigGate>;
}

function FeedbackForm({
  config,
}: {
  config: { imagesLimit: number; types: { id: number; name: string }[] };
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useFeedbackSubmit();
  const typeId = useId();
  const [type, setType] = useState(config.types.length === 1 ? String(config.types[0]!.id) : '');
  const [text, setText] = useState('');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [tried, setTried] = useState(false);
  const typeError = tried && type === '' ? t('feedback.typeRequired') : null;
  const textError = tried ? textProblem(text) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (type === '' || textProblem(text)) return;
    submit.mutate(
      { type: Number(type), text: text.trim(), images: images.map((image) => image.base64) },
      {
        onSuccess: ({ id }) =>
          void navigate(pathTo('feedback-record-detail', { id }), { state: { sent: true } }),
      },
    );
  };

  return (
    <Page>
      <p className={pageStyles.muted}>{t('feedback.intro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <div className={[fieldStyles.field, typeError ? fieldStyles.invalid : null].join(' ')}>
          <label className={fieldStyles.label} htmlFor={typeId}>
            {t('feedback.type')}
          </label>
          <div className={fieldStyles.control}>
            <select
              id={typeId}
              className={styles.select}
              value={type}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? `${typeId}-error` : undefined}
              onChange={(event) => setType(event.target.value)}
            >
              <option value="" disabled>
                {t('feedback.chooseType')}
              </option>
              {config.types.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
            <Icon name="chevron" size={18} className={styles.selectChevron} />
          </div>
          {typeError ? (
            <p id={`${typeId}-error`} className={fieldStyles.error} role="alert">
              {typeError}
            </p>
          ) : null}
        </div>
        <MessageField
          label={t('feedback.text')}
          value={text}
          onChange={setText}
          placeholder={t('feedback.textPlaceholder')}
          error={textError ? t(textError.key, textError.values) : null}
        />
        {config.imagesLimit > 0 ? (
          <ImagePicker images={images} limit={config.imagesLimit} onChange={setImages} />
        ) : null}
        {submit.isError ? (
          <p className={fieldStyles.error} role="alert">
            {describeError(errorText(submit.error), t)}
          </p>
        ) : null}
        <Button type="submit" block disabled={submit.isPending}>
          {submit.isPending ? t('feedback.sending') : t('feedback.send')}
        </Button>
      </form>
    </Page>
  );
}

function StatusPill({ status }: { status: FeedbackStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.status} ${styles[status]}`}>{t(`feedback.status.${status}`)}</span>
  );
}

function RecordRow({ item }: { item: FeedbackSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className={styles.recordRow} to={pathTo('feedback-record-detail', { id: item.id })}>
        <span className={styles.recordMain}>
          <span className={styles.recordHead}>
            <span className={pageStyles.rowTitle}>{item.typeName}</span>
            <StatusPill status={item.status} />
          </span>
          <span className={styles.preview}>{item.preview}</span>
          <span className={pageStyles.rowSub}>
            {formatEpoch(item.updatedAt)} · {t('feedback.messages', { count: item.messages })}
          </span>
        </span>
        <Icon name="chevron" className={pageStyles.chevron} />
      </Link>
    </li>
  );
}

/** /feedback/record: the player's feedback with its status, the latest change first. */
export function FeedbackRecordPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst back={pathTo('feedback-record')} />;
  return <FeedbackRecords />;
}

function FeedbackRecords() {
  const { t } = useTranslation();
  const query = useFeedbackList();
  return (
    <Page>
      <RecordList
        query={query}
        label={t('feedback.recordsLabel')}
        failedTitle={t('feedback.recordsFailed')}
        row={(item) => <RecordRow key={item.id} item={item} />}
        empty={
          <EmptyState
            icon="document"
            title={t('feedback.recordsEmptyTitle')}
            text={t('feedback.recordsEmptyText')}
            action={<ButtonLink to={pathTo('feedback')}>{t('feedback.write')}</ButtonLink>}
          />
        }
      />
    </Page>
  );
}

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
