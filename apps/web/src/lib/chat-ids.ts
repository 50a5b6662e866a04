import { CHAT_DEVICE_ID } from '@lobby/contract/values/chat';
import { storageKeys } from '@/config/storage-keys';
import { local } from '@/lib/storage';

/** `bytes` random bytes (crypto.getRandomValues) in base64url without padding. */
export const randomId = (bytes = 16) => {
  const random = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...random))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
};

/**
 * This browser's device id in the chat: 16 random bytes, made once and kept in localStorage. It
 * is what lets a visitor's conversation continue, so it is never shown.
 */
export function chatDeviceId(): string {
  const kept = local.get(storageKeys.chatDevice);
  if (kept !== null && CHAT_DEVICE_ID.test(kept)) return kept;
  const id = randomId();
  local.set(storageKeys.chatDevice, id);
  return id;
}
