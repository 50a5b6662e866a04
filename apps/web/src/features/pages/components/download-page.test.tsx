import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { envelope, stubApi } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { renderApp } from '@/test/render-app';

const around = { activityGetStatusList: () => envelope(statusFlags()) };
const withApps = (nativeApps: AppConfig['clientConfig']['nativeApps']): AppConfig => ({
  ...configFixture,
  clientConfig: { ...configFixture.clientConfig, nativeApps },
});

describe('the native apps on /download', () => {
  it('link each configured store page, this device’s platform first', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    );
    stubApi(
      around,
      withApps([
        { platform: 'android', url: 'https://play.google.com/store/apps/details?id=crown.lobby' },
        { platform: 'ios', url: 'https://apps.apple.com/app/crown-lobby/id100000001' },
      ]),
    );
    renderApp('/download');
    const section = (await screen.findByRole('heading', { name: 'Or get the native app' })).closest(
      'section',
    )!;
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Get the iPhone app', 'Get the Android app']);
    expect(links[0]).toHaveAttribute('href', 'https://apps.apple.com/app/crown-lobby/id100000001');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousViolations()).toEqual([]);
  });

  it('offer none that is not an https link', async () => {
    stubApi(
      around,
      withApps([
        { platform: 'android', url: 'javascript:alert(1)' },
        { platform: 'ios', url: 'http://apps.apple.com/plain' },
      ]),
    );
    renderApp('/download');
    expect(await screen.findByText('Add it to your home screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Or get the native app' })).toBeNull();
  });

  it('offer none while the operator has configured none: the home-screen install alone', async () => {
    stubApi(around, withApps([]));
    renderApp('/download');
    expect(await screen.findByText('Add it to your home screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Or get the native app' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Get the (iPhone|Android) app/ })).toBeNull();
  });
});
