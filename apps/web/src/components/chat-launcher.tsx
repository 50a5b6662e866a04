import { useTranslation } from '../i18n/use-translation';
import { openChat, useChatWidget } from '../lib/chat-widget';
import { showChatWidget } from '../lib/native-app';
import { Icon } from './icon';
import styles from './floating.module.css';

/**
 * The floating customer-service launcher: it opens the live chat's panel (a lazy chunk the
 * layout mounts) and carries the unread count; the native wrapper has its own, so it hides there.
 */
export function ChatLauncher() {
  const { t } = useTranslation();
  const unread = useChatWidget((s) => s.unread);
  if (!showChatWidget()) return null;
  return (
    <button
      type="button"
      className={styles.chat}
      aria-haspopup="dialog"
      aria-label={unread > 0 ? t('service.openUnread', { count: unread }) : t('service.open')}
      data-testid="chat-launcher"
      onClick={openChat}
    >
      <Icon name="chat" size={26} />
      {unread > 0 ? (
        <span className={styles.unread} data-testid="chat-unread" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
