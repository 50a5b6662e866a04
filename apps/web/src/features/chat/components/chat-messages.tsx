import type { ChatImage, ChatMessage } from '@lobby/contract/chat';
import { chatImagePath } from '@lobby/contract/values/chat';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { useAuthorizedImage } from '@/lib/use-authorized-image';
import type { ChatConnection } from '../lib/chat-connection';
import type { PendingMessage } from '../lib/chat-state';
import styles from './chat-panel.module.css';

const clock = (seconds: number) =>
  new Date(seconds * 1000).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function ImageView({ image, author }: { image: ChatImage; author: string }) {
  const { t } = useTranslation();
  const url = useAuthorizedImage(chatImagePath(image.key));
  // Drawn at most 220 px wide, its own shape kept while it loads.
  const width = Math.min(220, image.width);
  const height = Math.round((image.height * width) / image.width);
  if (url === 'failed') return <span className={styles.imageFailed}>{t('chat.imageFailed')}</span>;
  if (url === null)
    return <span className={styles.imageLoading} style={{ width, height }} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={url}
      width={width}
      height={height}
      alt={t('chat.image', { author })}
    />
  );
}

export function Message({ message, read }: { message: ChatMessage; read: boolean }) {
  const { t } = useTranslation();
  if (message.from === 'system') {
    return (
      <li className={styles.system} data-testid="chat-message" data-seq={message.seq}>
        <span className="visually-hidden">{t('chat.notice')}: </span>
        {message.text}
      </li>
    );
  }
  const mine = message.from === 'player';
  const author = mine ? t('chat.you') : (message.staffName ?? t('chat.support'));
  return (
    <li
      className={`${styles.message} ${mine ? styles.mine : styles.theirs}`}
      data-testid="chat-message"
      data-seq={message.seq}
    >
      {mine ? (
        <span className="visually-hidden">{author}: </span>
      ) : (
        <span className={styles.author}>{author}</span>
      )}
      {message.image ? <ImageView image={message.image} author={author} /> : null}
      {message.text ? <span className={styles.text}>{message.text}</span> : null}
      <span className={styles.meta}>
        <time dateTime={new Date(message.createdAt * 1000).toISOString()}>
          {clock(message.createdAt)}
        </time>
        {mine ? (
          read ? (
            <span data-testid="chat-read"> · {t('chat.read')}</span>
          ) : (
            <span> · {t('chat.sent')}</span>
          )
        ) : null}
      </span>
    </li>
  );
}

export function Pending({ entry, chat }: { entry: PendingMessage; chat: ChatConnection }) {
  const { t } = useTranslation();
  return (
    <li
      className={`${styles.message} ${styles.mine} ${styles.pending}`}
      data-testid="chat-pending"
      data-refused={entry.refused !== null || undefined}
    >
      <span className="visually-hidden">{t('chat.you')}: </span>
      {entry.text ? <span className={styles.text}>{entry.text}</span> : null}
      {entry.imageKey && !entry.text ? <Icon name="image" size={20} /> : null}
      {entry.refused === null ? (
        <span className={styles.meta}>{t('chat.sending')}</span>
      ) : (
        <span className={styles.meta}>
          <span className={styles.notSent}>{t('chat.notSent')}</span>
          <button
            type="button"
            className={styles.metaButton}
            onClick={() => chat.resend(entry.clientId)}
          >
            {t('chat.sendAgain')}
          </button>
          <button
            type="button"
            className={styles.metaButton}
            onClick={() => chat.discard(entry.clientId)}
          >
            {t('chat.delete')}
          </button>
        </span>
      )}
    </li>
  );
}
