import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubPlayApi, renderPlay } from '@/test/play-kit';

// The lobby's reality check holds our own games (ADR 0072): `lobby:pause` from the parent frame
// on our origin disables every control and veils the page; `lobby:resume` gives them back.

/** A lobby around the page: a real window of our origin standing for window.parent. */
const lobbyWindow = () => {
  const holder = document.createElement('iframe');
  document.body.append(holder);
  const lobby = holder.contentWindow!;
  vi.spyOn(window, 'parent', 'get').mockReturnValue(lobby);
  return lobby;
};

const send = (type: string, source: Window, origin = window.location.origin) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type }, origin, source }));
  });

describe('the game page held by the lobby', () => {
  it('disables the controls and shows why on lobby:pause, and gives them back on lobby:resume', async () => {
    const lobby = lobbyWindow();
    stubPlayApi({});
    renderPlay('/play/dice?demo=1');
    const roll = await screen.findByRole('button', { name: 'Roll' });
    const raise = screen.getByRole('button', { name: 'Raise the bet' });
    expect(roll).toBeEnabled();

    await send('lobby:pause', lobby);
    expect(roll).toBeDisabled();
    expect(raise).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Roll over' })).toBeDisabled();
    expect(screen.getByTestId('lobby-paused')).toHaveTextContent(
      'Paused while you check your play time',
    );

    await send('lobby:resume', lobby);
    expect(roll).toBeEnabled();
    expect(screen.queryByTestId('lobby-paused')).toBeNull();
  });

  it('hears no one but the lobby: another window or origin neither pauses nor resumes', async () => {
    const lobby = lobbyWindow();
    stubPlayApi({});
    renderPlay('/play/dice?demo=1');
    const roll = await screen.findByRole('button', { name: 'Roll' });

    await send('lobby:pause', window);
    await send('lobby:pause', lobby, 'https://evil.example');
    expect(roll).toBeEnabled();

    await send('lobby:pause', lobby);
    expect(roll).toBeDisabled();
    await send('lobby:resume', lobby, 'https://evil.example');
    await send('lobby:resume', window);
    expect(roll).toBeDisabled();
  });
});
