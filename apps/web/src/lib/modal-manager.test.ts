import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { openRewardModal, useModalManager, type StartupModal } from './modal-manager';

const notice = (id: number): StartupModal => ({
  key: `notice:${id}`,
  kind: 'notice',
  notice: { id, title: `Notice ${id}`, content: '', image: null, sort: id, popup: true },
});
const download: StartupModal = { key: 'download', kind: 'download' };
const m = () => useModalManager.getState();

describe('modal manager', () => {
  it('shows nothing before the cover is removed, then one at a time in queue order', () => {
    m().enqueue([notice(1), download, notice(2)]);
    expect(m().current).toBeNull();

    m().markCoverRemoved();
    expect(m().current?.key).toBe('notice:1');
    m().closeCurrent();
    expect(m().current?.key).toBe('download');
    m().closeCurrent();
    expect(m().current?.key).toBe('notice:2');
    m().closeCurrent();
    expect(m().current).toBeNull();
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

    // A new session (sessionStorage is per tab session) shows them again.
    m().closeCurrent();
    sessionStorage.clear();
    m().enqueue([notice(1)]);
    expect(m().current?.key).toBe('notice:1');
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
