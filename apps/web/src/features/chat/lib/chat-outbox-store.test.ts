import { afterEach, describe, expect, it } from 'vitest';
import { storageKeys } from '@/config/storage-keys';
import { localChatOutbox } from './chat-outbox-store';

afterEach(() => localStorage.clear());

describe('the chat outbox in localStorage', () => {
  it('keeps each owner’s sends apart and removes an owner with nothing left', () => {
    const send = { clientId: 'c'.repeat(22), text: 'hello', refused: null };
    localChatOutbox.save('visitor', [send]);
    localChatOutbox.save('session:abc', [{ ...send, text: 'mine' }]);
    expect(localChatOutbox.load('visitor')).toEqual([send]);
    expect(localChatOutbox.load('session:abc').map((p) => p.text)).toEqual(['mine']);
    localChatOutbox.save('visitor', []);
    expect(localChatOutbox.load('visitor')).toEqual([]);
    localChatOutbox.save('session:abc', []);
    expect(localStorage.getItem(storageKeys.chatOutbox)).toBeNull();
  });

  it('takes only well-formed entries from storage anyone can edit', () => {
    localStorage.setItem(
      storageKeys.chatOutbox,
      JSON.stringify({
        visitor: [
          { clientId: 'ok', text: 'fine', refused: null },
          { clientId: 5, text: 'bad id', refused: null },
          { clientId: 'x', text: 'bad image', imageKey: 7, refused: null },
          'junk',
        ],
        'session:1': 'not a list',
      }),
    );
    expect(localChatOutbox.load('visitor').map((p) => p.text)).toEqual(['fine']);
    expect(localChatOutbox.load('session:1')).toEqual([]);
    localStorage.setItem(storageKeys.chatOutbox, '{not json');
    expect(localChatOutbox.load('visitor')).toEqual([]);
  });
});
