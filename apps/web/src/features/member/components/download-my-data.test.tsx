import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const exported = {
  format: 'lobby-data-export',
  version: 1,
  exportedAt: '2026-12-06T21:15:00.000Z',
  userId: 1001,
  listCap: 5000,
  capped: [],
  parts: { profile: { id: 1001, nickname: 'LuckyAva' }, deposits: [] },
};

const { createObjectURL, revokeObjectURL } = URL;
let blobs: Blob[];
let saved: { href: string; download: string }[];
beforeEach(() => {
  blobs = [];
  saved = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return `blob:my-data-${blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  vi.restoreAllMocks();
});

const openMember = async () => {
  useSessionStore.getState().signIn('tok-1', userFixture());
  renderApp('/member');
  return screen.findByRole('button', { name: 'Download my data' });
};

describe('Download my data (member page)', () => {
  it('asks exportMyData and saves its answer as my-data-<date>.json', async () => {
    const { seen } = stubApi({
      refreshData: () => envelope({ coin: 0, safebox: 0, bet: 0, exchange: 0 }),
      exportMyData: () => envelope(exported),
    });
    await userEvent.click(await openMember());
    expect(await screen.findByText('Your data is saved as my-data-2026-12-06.json.')).toBeVisible();
    expect(seen.filter((r) => r.url.endsWith('/exportMyData'))).toHaveLength(1);
    expect(saved).toEqual([{ href: 'blob:my-data-1', download: 'my-data-2026-12-06.json' }]);
    expect(blobs[0]!.type).toBe('application/json');
    expect(JSON.parse(await blobs[0]!.text())).toEqual(exported);
  });

  it('says how long to wait when asked again within the hour, saving nothing', async () => {
    stubApi({
      refreshData: () => envelope({ coin: 0, safebox: 0, bet: 0, exchange: 0 }),
      exportMyData: () => refusal(ErrorCode.DATA_EXPORT_TOO_SOON, { retryAfterSeconds: 1_500 }),
    });
    await userEvent.click(await openMember());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(/try again in 25 minutes/));
    expect(saved).toEqual([]);
  });
});
