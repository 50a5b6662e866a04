import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import type { ChatConversationState, ChatMessage } from '@lobby/contract/chat';
import { consoleChatImagePath } from '@lobby/contract/values/chat';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { useStaff } from '@/lib/staff';
import { changeConversation, chatConversationQuery } from './api/chat-conversation';
import type { InboxView, OpenConversation, PendingSend } from './chat-state';
import { Composer } from './composer';
import { playerLabel } from './inbox-list';
import styles from './chat.module.css';
import rowStyles from '@/components/rows.module.css';
import type { ChatLive } from './use-chat';

/**
 * One conversation: who the player is, its messages by seq with read receipts, the player's
 * typing, and what staff do with it (reply, assign, close, reopen). While it is shown, what the
 * player sent is marked read. A reader (`mayAnswer` false) sees the messages only.
 */
export function ConversationView({
  id,
  chat,
  view,
  mayAnswer,
}: {
  id: number;
  chat: ChatLive;
  view: InboxView;
  mayAnswer: boolean;
}) {
  const { dispatch } = chat;
  const answer = useQuery(chatConversationQuery(id));
  useEffect(() => {
    if (answer.data)
      dispatch({
        type: 'opened',
        conversation: answer.data.conversation,
        messages: answer.data.messages,
      });
  }, [answer.data, dispatch]);
  useEffect(() => () => dispatch({ type: 'shut' }), [dispatch]);

  const open = chat.state.open?.conversation.id === id ? chat.state.open : null;
  if (answer.isError)
    return <ErrorBox error={answer.error} onRetry={() => void answer.refetch()} />;
  if (!open) return <Loading />;
  return <Conversation open={open} chat={chat} view={view} mayAnswer={mayAnswer} />;
}

function Conversation({
  open,
  chat,
  view,
  mayAnswer,
}: {
  open: OpenConversation;
  chat: ChatLive;
  view: InboxView;
  mayAnswer: boolean;
}) {
  const staff = useStaff();
  const { conversation } = open;
  useReadReceipts(open, chat);
  const typing = usePlayerTyping(open.playerTypingUntil);

  const act = useMutation({
    mutationFn: (what: 'assign' | 'close' | 'reopen'): Promise<ChatConversationState> =>
      changeConversation(conversation.id, what),
    onSuccess: (state, what) =>
      chat.dispatch({
        type: 'changed',
        conversation: state,
        assignedToMe: what !== 'close',
      }),
  });

  const mine = conversation.staffId === staff.id;
  const closed = conversation.status === 'closed';
  const who = playerLabel(conversation);
  return (
    <div className={styles.thread}>
      <header className={styles.threadHead}>
        <Link to={`/chat?view=${view}`} className={styles.back}>
          {t('chat.conversation.back')}
        </Link>
        <h2>{t('chat.conversation.heading', { who })}</h2>
        <p className={rowStyles.rowMeta}>
          <span>{conversation.nickname ?? t('chat.noNickname')}</span>
          {conversation.vip !== null ? (
            <span>{t('chat.vip', { level: conversation.vip })}</span>
          ) : null}
          {conversation.balance !== null ? (
            <span>{t('chat.balance', { amount: formatMoney(conversation.balance) })}</span>
          ) : null}
          <span className={ui.pill}>{t(`chat.status.${conversation.status}`)}</span>
          {conversation.queuePosition !== null ? (
            <span>{t('chat.queuePosition', { position: conversation.queuePosition })}</span>
          ) : null}
          {conversation.staffName !== null ? (
            <span>{t('chat.assignedTo', { name: conversation.staffName })}</span>
          ) : null}
        </p>
        {mayAnswer ? (
          <div className={styles.actions}>
            {!closed && !mine ? (
              <button
                type="button"
                className={ui.button}
                disabled={act.isPending}
                onClick={() => act.mutate('assign')}
                data-testid="conversation-assign"
              >
                {t('chat.conversation.assign')}
              </button>
            ) : null}
            {!closed ? (
              <button
                type="button"
                className={ui.button}
                disabled={act.isPending}
                onClick={() => act.mutate('close')}
                data-testid="conversation-close"
              >
                {t('chat.conversation.close')}
              </button>
            ) : (
              <button
                type="button"
                className={ui.button}
                disabled={act.isPending}
                onClick={() => act.mutate('reopen')}
                data-testid="conversation-reopen"
              >
                {t('chat.conversation.reopen')}
              </button>
            )}
          </div>
        ) : null}
        {act.isError ? <ErrorBox error={act.error} /> : null}
      </header>
      <MessageList
        open={open}
        onDiscard={(clientId) => chat.dispatch({ type: 'discard', clientId })}
      />
      <p className={styles.typing} aria-live="polite" data-testid="conversation-typing">
        {typing ? t('chat.conversation.typing') : ''}
      </p>
      {closed ? (
        <p className={ui.muted}>{t('chat.conversation.closedNote')}</p>
      ) : mayAnswer ? (
        <Composer conversationId={conversation.id} chat={chat} />
      ) : (
        <p className={ui.muted}>{t('chat.conversation.readOnly')}</p>
      )}
    </div>
  );
}

function MessageList({
  open,
  onDiscard,
}: {
  open: OpenConversation;
  onDiscard: (clientId: string) => void;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  const count = open.messages.length + open.pending.length;
  // Each new message scrolls into view, as in any chat.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);
  const { playerReadSeq } = open.conversation;
  // A log: new messages are announced; focusable, so the keyboard can scroll it.
  return (
    <div
      ref={listRef}
      className={styles.log}
      role="log"
      aria-label={t('chat.conversation.messages')}
      tabIndex={0}
    >
      <ol className={styles.messages}>
        {open.messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            read={message.from === 'staff' && message.seq <= playerReadSeq}
          />
        ))}
        {open.pending.map((pending) => (
          <Pending key={pending.clientId} pending={pending} onDiscard={onDiscard} />
        ))}
      </ol>
    </div>
  );
}

const authorOf = (message: ChatMessage) =>
  message.from === 'player'
    ? t('chat.conversation.player')
    : message.from === 'staff'
      ? (message.staffName ?? t('chat.conversation.staff'))
      : t('chat.conversation.system');

function Message({ message, read }: { message: ChatMessage; read: boolean }) {
  return (
    <li
      className={`${styles.message} ${styles[message.from]}`}
      data-testid="conversation-message"
      data-seq={message.seq}
    >
      <span className={ui.messageHead}>
        <strong>{authorOf(message)}</strong>
        <time dateTime={isoTime(message.createdAt)}>{formatTime(message.createdAt)}</time>
      </span>
      {message.text ? <span className={ui.messageText}>{message.text}</span> : null}
      {message.image ? (
        <img
          className={styles.image}
          src={consoleChatImagePath(message.image.key)}
          width={message.image.width}
          height={message.image.height}
          alt={t('chat.conversation.image')}
          loading="lazy"
        />
      ) : null}
      {read ? <span className={styles.read}>{t('chat.conversation.read')}</span> : null}
    </li>
  );
}

function Pending({
  pending,
  onDiscard,
}: {
  pending: PendingSend;
  onDiscard: (clientId: string) => void;
}) {
  return (
    <li className={`${styles.message} ${styles.staff} ${styles.pending}`}>
      {pending.text ? <span className={ui.messageText}>{pending.text}</span> : null}
      {pending.image ? (
        <img
          className={styles.image}
          src={consoleChatImagePath(pending.image.key)}
          width={pending.image.width}
          height={pending.image.height}
          alt={t('chat.conversation.image')}
        />
      ) : null}
      {pending.failed === null ? (
        <span className={styles.read}>{t('chat.conversation.sending')}</span>
      ) : (
        <span className={styles.failed} role="alert">
          {t('chat.conversation.notSent', { reason: pending.failed })}{' '}
          <button type="button" className={ui.button} onClick={() => onDiscard(pending.clientId)}>
            {t('chat.conversation.discard')}
          </button>
        </span>
      )}
    </li>
  );
}

const visibility = {
  subscribe: (onChange: () => void) => {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  visible: () => document.visibilityState === 'visible',
};

/**
 * Marks what the player sent as read while the conversation is on screen (the tab visible and
 * the socket up): one read frame up to the last message, whenever a player message is past the
 * staff's mark.
 */
function useReadReceipts(open: OpenConversation, chat: ChatLive) {
  const visible = useSyncExternalStore(visibility.subscribe, visibility.visible);
  const { id, staffReadSeq } = open.conversation;
  const lastSeq = open.messages.at(-1)?.seq ?? 0;
  const unread = open.messages.some((m) => m.from === 'player' && m.seq > staffReadSeq);
  const { signal, dispatch } = chat;
  const { connected } = chat.state;
  useEffect(() => {
    if (!visible || !unread || !connected) return;
    signal({ t: 'read', conversationId: id, seq: lastSeq });
    dispatch({ type: 'readSent', conversationId: id, seq: lastSeq });
  }, [visible, unread, connected, id, lastSeq, signal, dispatch]);
}

/** Whether the player shows as typing now: until the frame's time runs out, or "stopped". */
function usePlayerTyping(until: number) {
  const [expired, setExpired] = useState(0);
  useEffect(() => {
    if (until === 0) return;
    const timer = setTimeout(() => setExpired(until), Math.max(0, until - Date.now()));
    return () => clearTimeout(timer);
  }, [until]);
  return until !== 0 && expired !== until;
}
