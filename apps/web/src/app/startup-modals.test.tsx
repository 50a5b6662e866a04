import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { useModalManager } from '../lib/modal-manager';
import { useSessionStore } from '../stores/session-store';
import { envelope, stubApi } from '../test/fetch-stub';
import { configFixture } from '../test/fixtures/app-config';
import { userFixture } from '../test/fixtures/user';
import { renderApp } from '../test/render-app';

const welcome = { ...configFixture.notices[0]!, popup: true };
/** Two popup notices: the server gives one of them. */
const popupConfig = {
  ...configFixture,
  notices: [welcome, { ...welcome, id: 2, title: 'Tonight’s draw', sort: 2 }],
};

describe("a signed-in player's start-up modals", () => {
  it('are the ones the server gives of those asked by value, counted by it and not by the device', async () => {
    useSessionStore.getState().signIn('tok-1', userFixture());
    const asked: string[][] = [];
    stubApi(
      {
        claimStartupModals: (body) => {
          const keys = body.keys as string[];
          asked.push(keys);
          // Shown on another device already: only the last one asked is left for today.
          return envelope({ keys: keys.slice(-1) });
        },
      },
      popupConfig,
    );
    renderApp('/');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual(expect.arrayContaining(['notice:1', 'notice:2']));
    const given = asked[0]!.at(-1)!;
    // Queued, or already showing once the app removed its cover: either way the given one alone.
    act(() => useModalManager.getState().markCoverRemoved());
    await waitFor(() =>
      expect(useModalManager.getState().current).toMatchObject({ key: given, counted: true }),
    );
    expect(useModalManager.getState().queue).toEqual([]);
    // The server keeps the day's count: nothing is written on this device.
    expect(localStorage.getItem(storageKeys.modalsToday)).toBeNull();
  });
});
