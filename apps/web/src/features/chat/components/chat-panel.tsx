import {
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { ChatConversationState, ChatHours } from '@lobby/contract/chat';
import { CHAT_TEXT_MAX } from '@lobby/contract/values/chat';
import { addIconShapes, Icon } from '@/components/icon';
import { pageIconShapes } from '@/components/page-icons';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { describeError, errorText } from '@/lib/error-message';
import { imageLimitValues, pickImage } from '@/lib/picked-images';
import { useSignedIn } from '@/stores/session-store';
import { uploadChatImage } from '../api/chat-image-upload';
import type { ChatSnapshot } from '../lib/chat-state';
import { chatConnection } from '../lib/chat-session';
import styles from './chat-panel.module.css';
import { Message, Pending } from './chat-messages';

// The panel opens over any page, the lobby included, where the pages' icons may not be loaded.
addIconShapes(pageIconShapes);

type T = ReturnType<typeof useTranslation>['t'];

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** When the staff answer again, in the player's own time: "Mon 09:00". */
const opensAt = (seconds: number) =>
  new Date(seconds * 1000).toLocaleString(undefined, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/** The line under the title: the socket's state first, then the conversation's. */
function stateLine(snapshot: ChatSnapshot, t: T): string {
  const { status, conversation } = snapshot;
  if (status === 'refused') return t('chat.refused');
  if (status === 'signedOut') return t('chat.signedOut');
  if (status === 'waiting') return t('chat.reconnecting');
  if (status !== 'online') return t('chat.connecting');
  return conversationLine(conversation, t);
}

function conversationLine(conversation: ChatConversationState | null, t: T): string {
  if (conversation?.status === 'queued') {
    return conversation.queuePosition !== null
      ? t('chat.queued', { position: conversation.queuePosition })
      : t('chat.queuedSoon');
  }
  if (conversation?.status === 'closed') return t('chat.closed');
  if (conversation?.status === 'open' && conversation.staffName)
    return t('chat.joined', { name: conversation.staffName });
  return t('chat.available');
}

function OfflineNotice({ hours }: { hours: ChatHours | null }) {
  const { t } = useTranslation();
  if (!hours || hours.open) return null;
  return (
    <p className={styles.offline}>
      <Icon name="clock" size={18} />
      {hours.opensAt !== null
        ? t('chat.offline', { time: opensAt(hours.opensAt) })
        : t('chat.offlineSoon')}
    </p>
  );
}
/** The error frame's code (or a refused upload), in the app's words. */
function useProblemText(snapshot: ChatSnapshot, local: string | null): string | null {
  const { t } = useTranslation();
  if (local) return local;
  const { error } = snapshot;
  if (!error) return null;
  const data =
    error.retryAfterSeconds !== undefined
      ? { retryAfterSeconds: error.retryAfterSeconds }
      : undefined;
  return describeError(errorText(new ApiError(error.code, '', 200, data)), t);
}

/**
 * Everything on the page but the panel is inert while it is open: aria-modal for real, as nothing
 * behind it can be focused, tapped or read (nor counted as a tap target beside its controls).
 * The panel's ancestors stay; their other children are made inert, and given back on closing.
 */
function useInertOutside(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const made: Element[] = [];
    for (let node = ref.current; node?.parentElement; node = node.parentElement) {
      if (node === document.body) break;
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
    return () => {
      for (const element of made) element.removeAttribute('inert');
    };
  }, [ref]);
}

/**
 * The live chat's panel: a dialog over the page (a bottom sheet in the app's column) with the
 * conversation, its state (the queue, who joined, closed), the staff's hours when they are away,
 * and the field to write in. Focus stays inside while it is open; Escape and the close button
 * close it, and focus goes back to what opened it. The socket is the widget's (chat-widget.tsx).
 */
export function ChatPanel({ onClose, strings }: { onClose: () => void; strings: Promise<void> }) {
  use(strings);
  const { t } = useTranslation();
  const chat = chatConnection();
  const snapshot = useSyncExternalStore(chat.subscribe, chat.getSnapshot);
  const signedIn = useSignedIn();
  const titleId = useId();
  const inputId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const onCloseRef = useRef(onClose);
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [localProblem, setLocalProblem] = useState<string | null>(null);
  const problem = useProblemText(snapshot, localProblem);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Before the focus's effect: on closing, the page is given back before focus returns to it.
  useInertOutside(backdropRef);

  // Focus moves in on opening and back to the opener on closing; Escape closes.
  useEffect(() => {
    const opener = document.activeElement;
    inputRef.current?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  // What the player can see is read: while the panel is open and the tab visible.
  useEffect(() => {
    const read = () => {
      if (document.visibilityState !== 'hidden') chat.markRead();
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [chat, snapshot.unread, snapshot.status]);

  // The latest message in view.
  const count = snapshot.messages.length + snapshot.pending.length;
  useLayoutEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [count, snapshot.staffTyping]);

  /** Tab and Shift+Tab go round the panel's controls, never out to the page under it. */
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = text.trim();
    if (body === '') return;
    setLocalProblem(null);
    chat.send(body);
    setText('');
  };

  const attach = async (file: File) => {
    setLocalProblem(null);
    chat.dismissError();
    const picked = await pickImage(file);
    if (typeof picked === 'string') {
      setLocalProblem(t(`chat.problem.${picked}`, imageLimitValues));
      return;
    }
    setUploading(true);
    try {
      const image = await uploadChatImage(picked.base64);
      chat.send('', image.key);
    } catch (error) {
      setLocalProblem(describeError(errorText(error), t));
    } finally {
      setUploading(false);
    }
  };

  const { conversation } = snapshot;
  const readUpTo = conversation?.staffReadSeq ?? 0;
  return (
    <div
      ref={backdropRef}
      className={styles.backdrop}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="chat-panel"
        onKeyDown={trapFocus}
      >
        <header className={styles.head}>
          <span className={styles.badge}>
            <Icon name="chat" size={22} />
          </span>
          <div className={styles.headText}>
            <h2 id={titleId} className={styles.title}>
              {t('chat.title')}
            </h2>
            <p className={styles.state} role="status">
              {stateLine(snapshot, t)}
            </p>
          </div>
          {snapshot.status === 'waiting' ? (
            <button type="button" className={styles.headButton} onClick={() => chat.retryNow()}>
              <Icon name="refresh" size={20} />
              <span className="visually-hidden">{t('chat.retryNow')}</span>
            </button>
          ) : null}
          <button
            type="button"
            className={styles.headButton}
            onClick={onClose}
            aria-label={t('common.close')}
          >
            <Icon name="close" />
          </button>
        </header>
        <OfflineNotice hours={snapshot.hours} />
        <div
          ref={logRef}
          className={styles.log}
          role="log"
          aria-label={t('chat.messages')}
          tabIndex={0}
        >
          {count === 0 ? <p className={styles.empty}>{t('chat.empty')}</p> : null}
          <ol className={styles.list}>
            {snapshot.messages.map((message) => (
              <Message
                key={message.id}
                message={message}
                read={
                  message.from === 'player' &&
                  message.conversationId === conversation?.id &&
                  message.seq <= readUpTo
                }
              />
            ))}
            {snapshot.pending.map((entry) => (
              <Pending key={entry.clientId} entry={entry} chat={chat} />
            ))}
          </ol>
          {snapshot.staffTyping ? (
            <p className={styles.typing} data-testid="chat-typing">
              {t('chat.typing')}
            </p>
          ) : null}
        </div>
        {problem ? (
          <div className={styles.problem} role="alert">
            <span>{problem}</span>
            <button
              type="button"
              className={styles.headButton}
              aria-label={t('common.dismiss')}
              onClick={() => {
                setLocalProblem(null);
                chat.dismissError();
              }}
            >
              <Icon name="close" size={18} />
            </button>
          </div>
        ) : null}
        <form className={styles.composer} onSubmit={submit}>
          {signedIn ? (
            <label className={styles.attach} aria-busy={uploading || undefined}>
              <Icon name="image" />
              <span className="visually-hidden">
                {uploading ? t('chat.uploading') : t('chat.attach')}
              </span>
              <input
                className={styles.file}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                disabled={uploading}
                data-testid="chat-attach"
                onChange={(event) => {
                  const input = event.currentTarget;
                  const file = input.files?.[0];
                  input.value = '';
                  if (file) void attach(file);
                }}
              />
            </label>
          ) : null}
          <label htmlFor={inputId} className="visually-hidden">
            {t('chat.message')}
          </label>
          <textarea
            ref={inputRef}
            id={inputId}
            className={styles.input}
            rows={1}
            value={text}
            maxLength={CHAT_TEXT_MAX}
            placeholder={t('chat.placeholder')}
            data-testid="chat-input"
            onChange={(event) => {
              setText(event.target.value);
              chat.typing(event.target.value.trim() !== '');
            }}
            onBlur={() => chat.typing(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <button type="submit" className={styles.send} data-testid="chat-send">
            <Icon name="send" size={22} />
            <span className="visually-hidden">{t('chat.send')}</span>
          </button>
        </form>
      </div>
    </div>
  );
}
