import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

// The reality check's interval on /member/responsible-gaming (ADR 0072): 15, 30 or 60, never off.

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));

const open = () => {
  useSessionStore.getState().signIn('tok-1', userFixture());
  return renderApp('/member/responsible-gaming');
};

describe('the reality-check section', () => {
  it('shows the lobby’s default, saves the player’s choice, and offers no "off"', async () => {
    let minutes = 30;
    let chosen = false;
    const { seen } = stubApi({
      realityCheck: () => envelope({ minutes, chosen }),
      setRealityCheck: (body) => {
        minutes = body.minutes as number;
        chosen = true;
        return envelope({ minutes, chosen });
      },
    });
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Reality check' });
    const group = await within(section).findByRole('group', { name: 'Remind me every' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['15', '30', '60']);
    expect(within(group).getByRole('radio', { name: '30 minutes' })).toBeChecked();
    expect(section).toHaveTextContent('This is the lobby’s default until you choose.');
    expect(await seriousViolations()).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: '60 minutes' }));
    await waitFor(() =>
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Saved. It applies from your next reality check on.',
      ),
    );
    expect(calls(seen, 'setRealityCheck').map((r) => r.body?.minutes)).toEqual([60]);
    expect(within(group).getByRole('radio', { name: '60 minutes' })).toBeChecked();
    expect(section).not.toHaveTextContent('default');
  });

  it('says why a choice was refused and keeps the saved one', async () => {
    stubApi({
      realityCheck: () => envelope({ minutes: 15, chosen: true }),
      setRealityCheck: () => refusal(ErrorCode.BAD_REQUEST, undefined, 'minutes: invalid'),
    });
    const user = userEvent.setup();
    open();
    // The page's other sections (limits, breaks) ask their own calls: only this one is looked at.
    const section = await screen.findByRole('region', { name: 'Reality check' });
    const group = await within(section).findByRole('group', { name: 'Remind me every' });
    expect(within(group).getByRole('radio', { name: '15 minutes' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '30 minutes' }));
    expect(await within(section).findByRole('alert')).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: '15 minutes' })).toBeChecked();
  });
});
