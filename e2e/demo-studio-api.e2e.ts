import type { AppConfig, AppConfigAnswer } from '@lobby/contract/app-config';
import { describe, expect, inject, it } from 'vitest';
import { demoGames } from '../apps/demo-provider/src/catalogue/games';
import { apiClient, newRunId, ok } from './support/api';

/**
 * The demo game studio as it runs beside the lobby: its own origin, its own pages, and money
 * only through the lobby's wallet, signed with the secret the two share for this run.
 */

const providerUrl = inject('providerUrl');
const runId = newRunId();
const api = apiClient(`e2e-studio-${runId}`);
const studio = async (path: string, body: object) => {
  const response = await fetch(`${providerUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const game = demoGames.find((g) => g.demo && g.kind === 'slots')!;

describe('the demo game studio', () => {
  it('serves its game page under its own CSP, and plays for fun on demo coins', async () => {
    const page = await fetch(`${providerUrl}/launch/${game.code}?mode=demo&currency=USD`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script type="module" src="/assets/game.js"></script>');
    expect((await fetch(`${providerUrl}/assets/game.js`)).status).toBe(200);

    const { demoToken, balance } = (await studio('/api/demo', {})).body;
    const round = await studio('/api/round', {
      code: game.code,
      bet: game.minBet,
      play: { kind: 'slots' },
      demoToken,
    });
    expect(round.status).toBe(200);
    expect(round.body.balance).toBe(Number(balance) - game.minBet + Number(round.body.win));
  });

  it('reaches the lobby’s wallet with the shared secret for a real player', async () => {
    const config = ok(await api<AppConfigAnswer>('anonymous/appConfig', {}));
    if (config.notModified) throw new Error('appConfig answered without a config');
    const lobbyGame = (config.config as AppConfig).games.find(
      (g) => g.provider === 'demo-provider',
    );
    expect(lobbyGame, 'a demo-provider game in the lobby').toBeDefined();
    const { token } = ok(
      await api<{ token: string }>('accountRegist', {
        account: `studio_${runId}`.toLowerCase(),
        password: `Pw-${runId}!`,
      }),
    );
    const { sessionId } = ok(
      await api<{ sessionId: string }>('startGame', { gameId: lobbyGame!.id }, token),
    );
    // A new player has no coin: the wallet answers, and refuses the bet.
    expect((await studio('/api/balance', { session: sessionId })).body).toEqual({ balance: 0 });
    const round = await studio('/api/round', {
      code: game.code,
      bet: game.minBet,
      play: { kind: 'slots' },
      session: sessionId,
    });
    expect(round.body).toEqual({ error: 'INSUFFICIENT_BALANCE' });
    expect((await studio('/api/balance', { session: 'no-such-session' })).body).toEqual({
      error: 'SESSION_UNKNOWN',
    });
  });
});
