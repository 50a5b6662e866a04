import { lazy, Suspense } from 'react';
import { ChatLauncher } from '@/components/chat-launcher';
import { closeChat, useChatWidget } from '@/lib/chat-widget';
import { showChatWidget } from '@/lib/native-app';

const ChatWidget = lazy(() => import('./chat-widget').then((m) => ({ default: m.ChatWidget })));

/**
 * The live chat on every page: the floating launcher on the pages with the tab bar, and the chat
 * itself (its socket, its panel) while it is open or kept for the launcher's badge. None of it
 * shows in the native wrapper, which has its own. The page strings the panel reads come from
 * the layout (`loadStrings`), as features do not reach into app/.
 */
export function ChatHost({
  launcher,
  loadStrings,
}: {
  launcher: boolean;
  loadStrings: () => Promise<void>;
}) {
  const open = useChatWidget((s) => s.open);
  const active = useChatWidget((s) => s.open || s.kept);
  if (!showChatWidget()) return null;
  return (
    <>
      {launcher ? <ChatLauncher /> : null}
      {active ? (
        <Suspense fallback={null}>
          <ChatWidget open={open} onClose={closeChat} strings={open ? loadStrings() : null} />
        </Suspense>
      ) : null}
    </>
  );
}
