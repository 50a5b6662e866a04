import { lazy, Suspense, useEffect } from 'react';
import { runChat } from '../lib/chat-session';

const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));

/**
 * The live chat while the layout holds it active: its socket (for the launcher's unread badge
 * too), and its panel while open. The panel's chunk comes only with the first opening; the page
 * strings it reads (its own and the errcodes') come from the layout, which may load them
 * (`strings`), as features do not reach into app/.
 */
export function ChatWidget({
  open,
  onClose,
  strings,
}: {
  open: boolean;
  onClose: () => void;
  /** The page strings loading, while open. */
  strings: Promise<void> | null;
}) {
  useEffect(() => runChat(), []);
  if (!open || !strings) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel onClose={onClose} strings={strings} />
    </Suspense>
  );
}
