import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { renderApp } from '@/test/render-app';

const around = { activityGetStatusList: () => envelope(statusFlags()) };

describe('the operator’s text pages', () => {
  it('show the config’s text as text: markup in it is never HTML', async () => {
    stubApi(around, configFixture);
    const { container } = renderApp('/about-us');
    expect(await screen.findByText('We run a games lobby.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('Ask <b>customer service</b> any time.')).toBeInTheDocument();
    expect(container.querySelector('article b')).toBeNull();
    expect(screen.getByText('Last updated: March 2026.')).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('say a page the operator has not written is not published yet', async () => {
    stubApi(around, configFixture);
    renderApp('/terms-of-use');
    expect(await screen.findByText('Not published yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/service',
    );
  });
});
