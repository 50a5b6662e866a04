import type {
  GameSessionSummaryAnswer,
  PlayerRealityCheckAnswer,
  RealityCheckAnswer,
} from '@lobby/contract/reality-check';
import type { RealityCheckMinutes } from '@lobby/contract/values/reality-check';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import type { ModuleDeps } from '../server-module';
import { openSessionSummary } from '../games/games.reads';
import { SESSION_IDLE_SECONDS } from '../games/seamless/seamless.service';
import { chosenInterval, saveMinutes } from './reality-check.repo';
import { REALITY_CHECK_KEY, RealityCheckRules } from './reality-check.settings';

/**
 * The reality check (docs/player-protection.md "Reality check", docs/adr/0072): the player's
 * interval (their choice of 15, 30 or 60 minutes, else the operator's default) and what the game
 * page shows every interval: the time played in the open game session and its net result.
 */
export class RealityCheckService {
  constructor(private readonly deps: Pick<ModuleDeps, 'db' | 'settings'>) {}

  async interval(userId: number): Promise<RealityCheckAnswer> {
    const { minutes, chosen } = await this.ofPlayer(userId);
    return { minutes, chosen };
  }

  /** The interval with when the player chose it (the console's player page). */
  async ofPlayer(userId: number): Promise<PlayerRealityCheckAnswer> {
    const chosen = await chosenInterval(this.deps.db, userId);
    if (chosen !== undefined)
      return { minutes: chosen.minutes, chosen: true, chosenAt: epochSeconds(chosen.chosenAt) };
    const { defaultMinutes } = await this.deps.settings.get(REALITY_CHECK_KEY, RealityCheckRules);
    return { minutes: defaultMinutes, chosen: false, chosenAt: null };
  }

  async setInterval(userId: number, minutes: RealityCheckMinutes): Promise<RealityCheckAnswer> {
    await saveMinutes(this.deps.db, userId, minutes);
    return { minutes, chosen: true };
  }

  /** The open game session of `gameId`: GAME_SESSION_CLOSED when there is none. */
  async summary(userId: number, gameId: number): Promise<GameSessionSummaryAnswer> {
    const [session, { minutes }] = await Promise.all([
      openSessionSummary(this.deps.db, userId, gameId, SESSION_IDLE_SECONDS),
      this.interval(userId),
    ]);
    if (!session) throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
    const startedAt = epochSeconds(session.openedAt);
    const now = epochSeconds(session.now);
    return {
      sessionId: session.sessionId,
      startedAt,
      now,
      playedSeconds: Math.max(0, now - startedAt),
      rounds: session.rounds,
      bets: session.bets,
      wins: session.wins,
      net: session.wins - session.bets,
      minutes,
    };
  }
}
