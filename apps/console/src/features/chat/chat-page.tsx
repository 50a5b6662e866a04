import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ErrorBox } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { allows, useStaff } from '@/lib/staff';
import { useTitle } from '@/lib/use-title';
import { chatInboxQuery } from './api/chat-inbox';
import type { InboxView } from './chat-state';
import { ConversationView } from './conversation-view';
import { InboxList } from './inbox-list';
import styles from './chat.module.css';
import { useChat } from './use-chat';

const VIEWS: readonly InboxView[] = ['active', 'mine', 'closed'];
export const INBOX_PAGE_SIZE = 50;

const viewOf = (value: string | null): InboxView =>
  VIEWS.includes(value as InboxView) ? (value as InboxView) : 'active';

/**
 * /chat and /chat/:id: the inbox of a view (active, mine, closed) beside the conversation
 * opened from it. The inbox and the conversation are read by call, then kept current by the
 * staff socket's frames; whatever the frames cannot tell (a new conversation, one that left the
 * view, frames missed while reconnecting) makes both be read again. A role that may read the
 * chat and not answer it (the auditor) gets no socket and no buttons: what the calls answer.
 */
export function ChatPage() {
  useTitle(t('chat.title'));
  const staff = useStaff();
  const mayAnswer = allows(staff, 'chat');
  const chat = useChat(staff, mayAnswer);
  const { state, dispatch } = chat;
  const [search] = useSearchParams();
  const view = viewOf(search.get('view'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const params = useParams();
  const openId = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const queryClient = useQueryClient();

  const inbox = useQuery(chatInboxQuery(view, page, INBOX_PAGE_SIZE));
  useEffect(() => {
    if (inbox.data) dispatch({ type: 'inbox', view, rows: inbox.data.list });
  }, [inbox.data, view, dispatch]);

  // What the frames could not tell: read the inbox and the open conversation again.
  const lastStale = useRef(state.stale);
  useEffect(() => {
    if (state.stale === lastStale.current) return;
    lastStale.current = state.stale;
    void queryClient.invalidateQueries({ queryKey: ['chatInbox'] });
    void queryClient.invalidateQueries({ queryKey: ['chatConversation'] });
  }, [state.stale, queryClient]);

  return (
    <div className={ui.split}>
      <section className={ui.panel} aria-labelledby="chat-heading">
        <div className={styles.inboxHead}>
          <h1 id="chat-heading">{t('chat.title')}</h1>
          {mayAnswer ? (
            <span className={state.connected ? styles.online : styles.offline} role="status">
              {state.connected ? t('chat.connection.online') : t('chat.connection.offline')}
            </span>
          ) : (
            <span className={ui.pill} data-testid="chat-read-only">
              {t('chat.readOnly')}
            </span>
          )}
        </div>
        {inbox.isError ? (
          <ErrorBox error={inbox.error} onRetry={() => void inbox.refetch()} />
        ) : (
          <InboxList
            view={view}
            views={VIEWS}
            rows={inbox.data && state.view === view ? state.rows : null}
            openId={openId}
            page={page}
            pages={inbox.data?.pages ?? 1}
          />
        )}
      </section>
      <section className={ui.panel} aria-label={t('chat.conversation.messages')}>
        {openId === null ? (
          <p className={ui.muted}>{t('chat.choose')}</p>
        ) : (
          <ConversationView
            key={openId}
            id={openId}
            chat={chat}
            view={view}
            mayAnswer={mayAnswer}
          />
        )}
      </section>
    </div>
  );
}
