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
        { platform: 'android', url: 'https://example.com/lobby/android' },
        { platform: 'ios', url: 'https://example.com/lobby/ios' },
      ]),
    );
    renderApp('/download');
    const section = (await screen.findByRole('heading', { name: 'Or get the native app' })).closest(
      'section',
    )!;
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Get the iPhone app', 'Get the Android app']);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/lobby/ios');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousViolations()).toEqual([]);
  });

  it('offer none that is not an https link', async () => {
    stubApi(
      around,
      withApps([
        { platform: 'android', url: 'javascript:alert(1)' },
        { platform: 'ios', url: 'http://example.com/plain' },
      ]),
    );
    renderApp('/download');
    expect(await screen.findByText('Add it to your home screen')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Or get the native app' })).toBeNull();
  });
});
