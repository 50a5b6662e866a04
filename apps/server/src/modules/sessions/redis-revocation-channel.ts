import { Redis } from 'ioredis';
import type { SessionsEndedNotice } from '@/core/sessions';
import type { RevocationChannel } from './session-cache';

const CHANNEL = 'lobby:sessions-ended';

/** A player's notice is their id; a staff member's is `s:` and theirs. */
const encode = (notice: SessionsEndedNotice) =>
  'userId' in notice ? String(notice.userId) : `s:${notice.staffId}`;

const decode = (message: string): SessionsEndedNotice | null => {
  const staff = message.startsWith('s:');
  const id = Number(staff ? message.slice(2) : message);
  if (!Number.isSafeInteger(id)) return null;
  return staff ? { staffId: id } : { userId: id };
};

/**
 * Revocations told to every instance through Redis pub/sub (REDIS_URL): each instance drops the
 * user's cached sessions when the message arrives, and closes the chat sockets of sessions that
 * ended. Should Redis be unreachable, another instance keeps a revoked session at most
 * SESSION_CACHE_MS longer, and its chat sockets until the next sweep (docs/security.md).
 */
export const redisRevocationChannel = (
  url: string,
  onError: (error: Error) => void,
): RevocationChannel => {
  const options = { connectTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  return {
    publish: (notice) => {
      publisher.publish(CHANNEL, encode(notice)).catch(onError);
    },
    subscribe: (onNotice) => {
      subscriber.on('message', (channel: string, message: string) => {
        const notice = channel === CHANNEL ? decode(message) : null;
        if (notice) onNotice(notice);
      });
      subscriber.subscribe(CHANNEL).catch(onError);
    },
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
};
