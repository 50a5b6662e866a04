import { storageKeys } from '@/config/storage-keys';
import { local } from '@/lib/storage';
import type { ChatOutboxStore, PendingMessage } from './chat-state';

/** More unsent messages than this is not a conversation: the oldest are let go. */
const KEPT_PER_OWNER = 20;

type Stored = Record<string, unknown>;

const isPending = (value: unknown): value is PendingMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientId === 'string' &&
    typeof entry.text === 'string' &&
    (entry.imageKey === undefined || typeof entry.imageKey === 'string') &&
    (entry.refused === null || typeof entry.refused === 'number')
  );
};

/**
 * The chat's outbox in localStorage (one key, an entry per owner): what it holds is checked on
 * the way in, since storage is anyone's to edit, and an owner with nothing unsent is removed.
 */
export const localChatOutbox: ChatOutboxStore = {
  load(owner) {
    const stored = local.getJson<Stored>(storageKeys.chatOutbox);
    const entries = stored?.[owner];
    return Array.isArray(entries) ? entries.filter(isPending).slice(-KEPT_PER_OWNER) : [];
  },
  save(owner, pending) {
    const stored = { ...local.getJson<Stored>(storageKeys.chatOutbox) };
    if (pending.length === 0) delete stored[owner];
    else stored[owner] = pending.slice(-KEPT_PER_OWNER);
    if (Object.keys(stored).length === 0) local.remove(storageKeys.chatOutbox);
    else local.setJson(storageKeys.chatOutbox, stored);
  },
};
