import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { userFixture } from '../test/fixtures/user';
import { storageKeys } from '../config/storage-keys';
import {
  openRewardModal,
  unseenStartupModals,
  useModalManager,
  type StartupModal,
} from './modal-manager';

const notice = (id: number): StartupModal => ({
  key: `notice:${id}`,
  kind: 'notice',
  notice: { id, title: `Notice ${id}`, content: '', image: null, sort: id, popup: true },
});
const download: StartupModal = { key: 'download', kind: 'download' };
const m = () => useModalManager.getState();

describe('modal manager', () => {
  it('shows nothing before the cover is removed, then one at a time in queue order, two a day at most', () => {
    m().enqueue([notice(1), download, notice(2)]);
    expect(m().current).toBeNull();

    m().markCoverRemoved();
    expect(m().current?.key).toBe('notice:1');
    m().closeCurrent();
    expect(m().current?.key).toBe('download');
    m().closeCurrent();
    // Today's two are shown: the third waits for another day.
    expect(m().current).toBeNull();
    expect(m().queue).toEqual([]);
  });

  it('keeps to two a day on the device, never the same twice, per player, what the server did not count', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 9));
    useSessionStore.getState().signIn('tok-1', userFixture({ id: 7 }));
    m().markCoverRemoved();
    m().enqueue([notice(1)]);
    m().closeCurrent();
    // A new session the same day: notice 1 is not shown again, notice 2 is the day's second.
    sessionStorage.clear();
    m().enqueue([notice(1), notice(2), notice(3)]);
    expect(m().current?.key).toBe('notice:2');
    m().closeCurrent();
    expect(m().current).toBeNull();
    // A modal the player asks for counts toward nothing.
    m().open(notice(3));
    expect(m().current?.key).toBe('notice:3');
    m().closeCurrent();
    // Another player on the same device has their own two.
    useSessionStore.getState().signIn('tok-2', userFixture({ id: 8 }));
    sessionStorage.clear();
    m().enqueue([notice(1), notice(2), notice(3)]);
    expect(m().current?.key).toBe('notice:1');
    m().closeCurrent();
    expect(m().current?.key).toBe('notice:2');
    m().closeCurrent();
    expect(m().current).toBeNull();
    // The next day, the first player sees them again.
    useSessionStore.getState().signIn('tok-1', userFixture({ id: 7 }));
    vi.setSystemTime(new Date(2026, 10, 30, 9));
    sessionStorage.clear();
    m().enqueue([notice(1)]);
    expect(m().current?.key).toBe('notice:1');
  });

  it("shows what the server counted (a player's, across devices) without the device's record", () => {
    useSessionStore.getState().signIn('tok-1', userFixture({ id: 7 }));
    m().markCoverRemoved();
    m().enqueue([notice(1), notice(2), notice(3)].map((n) => ({ ...n, counted: true })));
    for (const key of ['notice:1', 'notice:2', 'notice:3']) {
      expect(m().current?.key).toBe(key);
      m().closeCurrent();
    }
    expect(localStorage.getItem(storageKeys.modalsToday)).toBeNull();
    // Shown this session: not offered to the server again.
    expect(unseenStartupModals([notice(2), notice(4)]).map((n) => n.key)).toEqual(['notice:4']);
  });

  it('shows each start-up modal once per session', () => {
    m().markCoverRemoved();
    m().enqueue([notice(1)]);
    m().closeCurrent();
    m().enqueue([notice(1), notice(2)]);
    expect(m().current?.key).toBe('notice:2');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.modalsSeen) ?? '[]')).toEqual([
      'notice:1',
      'notice:2',
    ]);

    // A new session (sessionStorage is per tab session) the same day shows them no more.
    m().closeCurrent();
    sessionStorage.clear();
    m().enqueue([notice(1)]);
    expect(m().current).toBeNull();
  });

  it('does not queue the same modal twice', () => {
    m().enqueue([notice(1), notice(1)]);
    m().enqueue([notice(1)]);
    expect(m().queue.map((x) => x.key)).toEqual(['notice:1']);
  });

  it('keeps login, register and forget mutually exclusive', () => {
    m().openAuth('login');
    expect(m().auth).toBe('login');
    m().openAuth('register');
    expect(m().auth).toBe('register');
    m().openAuth('forget');
    expect(m().auth).toBe('forget');
    m().closeAuth();
    expect(m().auth).toBeNull();
  });

  it('a sign-in modal takes precedence: the start-up queue waits until it closes', () => {
    m().markCoverRemoved();
    m().enqueue([notice(1), notice(2)]);
    expect(m().current?.key).toBe('notice:1');

    m().openAuth('login');
    expect(m().current).toBeNull();
    m().closeAuth();
    expect(m().current?.key).toBe('notice:1');
    m().closeCurrent();
    expect(m().current?.key).toBe('notice:2');
  });

  it('open() shows a tapped notice next, even if already seen', () => {
    m().markCoverRemoved();
    m().enqueue([notice(1)]);
    m().closeCurrent();
    m().open(notice(1));
    expect(m().current?.key).toBe('notice:1');
  });

  it('shows what a claim paid next, one at a time, without remembering it as seen', () => {
    m().markCoverRemoved();
    m().enqueue([notice(1), notice(2)]);
    openRewardModal([{ propId: 1, count: 1_000 }]);
    openRewardModal([]);
    expect(m().current?.key).toBe('notice:1');
    m().closeCurrent();
    expect(m().current).toMatchObject({ kind: 'reward', awards: [{ propId: 1, count: 1_000 }] });
    m().closeCurrent();
    expect(m().current?.key).toBe('notice:2');
    expect(JSON.parse(sessionStorage.getItem(storageKeys.modalsSeen) ?? '[]')).toEqual([
      'notice:1',
      'notice:2',
    ]);
  });
});
