import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { CHAT_TEXT_MAX } from '@lobby/contract/values/chat';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { newClientId } from '@/lib/client-id';
import { readImage } from '@/lib/pick-image';
import { chatCannedRepliesQuery } from './api/chat-canned-replies';
import { uploadChatImage } from './api/chat-image-upload';
import styles from './chat.module.css';
import type { ChatLive } from './use-chat';

/** Typing is told at most this often while it goes on, and "stopped" after this long idle. */
const TYPING_EVERY_MS = 3000;
const TYPING_IDLE_MS = 4000;

/**
 * The reply box: Enter sends (Shift+Enter is a new line), a canned reply inserts its text where
 * the cursor is, an attached picture is checked by content, uploaded and sent as a message of
 * its own. Staff typing is told to the player while it goes on.
 */
export function Composer({ conversationId, chat }: { conversationId: number; chat: ChatLive }) {
  const [text, setText] = useState('');
  const [imageProblem, setImageProblem] = useState<'type' | 'size' | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const typing = useTypingSignal(conversationId, chat);

  const send = (body: string) => {
    const trimmed = body.trim();
    if (trimmed.length === 0) return;
    const clientId = newClientId();
    chat.dispatch({
      type: 'sending',
      pending: { clientId, conversationId, text: trimmed, image: null, failed: null },
    });
    chat.send({ conversationId, clientId, text: trimmed });
    typing.stopped();
    setText('');
  };

  const upload = useMutation({
    mutationFn: async (file: File) => {
      const picked = await readImage(file);
      if ('problem' in picked) {
        setImageProblem(picked.problem);
        return;
      }
      const image = await uploadChatImage(picked.base64);
      const clientId = newClientId();
      chat.dispatch({
        type: 'sending',
        pending: { clientId, conversationId, text: '', image, failed: null },
      });
      chat.send({ conversationId, clientId, text: '', imageKey: image.key });
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send(text);
    }
  };
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setText(event.target.value);
    if (event.target.value.trim().length > 0) typing.typed();
    else typing.stopped();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setImageProblem(null);
    if (file) upload.mutate(file);
  };
  const insert = (snippet: string) => {
    const input = inputRef.current;
    const start = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${snippet}${text.slice(end)}`.slice(0, CHAT_TEXT_MAX);
    setText(next);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(start + snippet.length, start + snippet.length);
    });
  };

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor="conversation-input" className="visually-hidden">
        {t('chat.conversation.input')}
      </label>
      <textarea
        id="conversation-input"
        ref={inputRef}
        className={ui.input}
        rows={3}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        onChange={onChange}
        onKeyDown={onKeyDown}
        onBlur={typing.stopped}
        aria-describedby="conversation-input-hint"
        data-testid="conversation-input"
      />
      <p id="conversation-input-hint" className={`${ui.muted} ${styles.hint}`}>
        {t('chat.conversation.inputHint')}
      </p>
      <div className={styles.composerBar}>
        <CannedReplies onPick={insert} />
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={onFile}
        />
        <button
          type="button"
          className={ui.button}
          disabled={upload.isPending}
          onClick={() => fileRef.current?.click()}
        >
          {upload.isPending ? t('chat.conversation.uploading') : t('chat.conversation.attach')}
        </button>
        <button
          type="submit"
          className={ui.primary}
          disabled={text.trim().length === 0}
          data-testid="conversation-send"
        >
          {t('chat.conversation.send')}
        </button>
      </div>
      {imageProblem ? (
        <p className={ui.error} role="alert">
          {imageProblem === 'type'
            ? t('chat.conversation.imageType')
            : t('chat.conversation.imageSize')}
        </p>
      ) : null}
      {upload.isError ? <ErrorBox error={upload.error} /> : null}
    </form>
  );
}

/** The operator's canned replies: picking one inserts its text into the reply. */
function CannedReplies({ onPick }: { onPick: (text: string) => void }) {
  const replies = useQuery(chatCannedRepliesQuery());
  const list = replies.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <label htmlFor="canned-reply" className="visually-hidden">
        {t('chat.conversation.canned')}
      </label>
      <select
        id="canned-reply"
        className={ui.input}
        value=""
        onChange={(event) => {
          const reply = list.find((r) => String(r.id) === event.target.value);
          if (reply) onPick(reply.text);
        }}
        data-testid="conversation-canned"
      >
        <option value="">{t('chat.conversation.cannedPick')}</option>
        {list.map((reply) => (
          <option key={reply.id} value={reply.id}>
            {reply.title}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * Tells the player staff are typing: "on" at most every few seconds while keys come, "off"
 * after a pause, on sending, on leaving the box or the conversation.
 */
function useTypingSignal(conversationId: number, chat: ChatLive) {
  const state = useRef({ on: false, lastOn: 0, idle: undefined as number | undefined });
  const { signal } = chat;
  const [controls] = useState(() => {
    const stopped = () => {
      window.clearTimeout(state.current.idle);
      if (!state.current.on) return;
      state.current.on = false;
      signal({ t: 'typing', conversationId, on: false });
    };
    const typed = () => {
      const now = Date.now();
      if (!state.current.on || now - state.current.lastOn >= TYPING_EVERY_MS) {
        state.current.on = true;
        state.current.lastOn = now;
        signal({ t: 'typing', conversationId, on: true });
      }
      window.clearTimeout(state.current.idle);
      state.current.idle = window.setTimeout(stopped, TYPING_IDLE_MS);
    };
    return { typed, stopped };
  });
  useEffect(() => controls.stopped, [controls]);
  return controls;
}
