import type { AppConfig } from '@lobby/contract/app-config';
import type { LobbyLiveAnswer } from '@lobby/contract/jackpot';
import { ActivityType } from '@lobby/contract/values/enums';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { liveActivities } from '../activities/live-activities';
import type { SettingsService } from '../settings/settings.service';
import { maskNickname } from '../rank/rank.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { rankBigWins } from './big-wins';
import { drawableCells, poolsView } from './jackpot-pools';
import { JACKPOT_TIERS } from './jackpot.settings';
import { lobbyLiveRow } from './lobby-live.repo';

/**
 * The lobby's jackpot ticker and its feed of big wins (`anonymous/lobbyLive`, docs/rewards/jackpot.md): one snapshot in memory, read again from the database (one statement,
 * and the rewards setting when its cache is stale) when a viewer asks after it is
 * `bigWin.refreshSeconds` old. However many viewers ask, the database sees one read per period
 * per instance; viewers asking while it is read share that read. No timer: a quiet lobby reads
 * nothing.
 */
export class LobbyLiveService {
  private snapshot: { expiresAt: number; answer: LobbyLiveAnswer } | null = null;
  private reading: Promise<LobbyLiveAnswer> | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      config: () => AppConfig;
      /** Real time in ms (a cache's clock, not the lobby's); tests pass their own. */
      now?: () => number;
    },
  ) {}

  private now() {
    return (this.deps.now ?? Date.now)();
  }

  async answer(): Promise<LobbyLiveAnswer> {
    if (this.snapshot && this.now() < this.snapshot.expiresAt) return this.snapshot.answer;
    this.reading ??= this.read().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async read(): Promise<LobbyLiveAnswer> {
    const rewards = await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
    const rules = rewards.jackpot;
    const row = await lobbyLiveRow(this.deps.db, rules.bigWin.feedSize);
    const config = this.deps.config();
    const pools = poolsView(row.pools, rules);
    const live =
      drawableCells(config, rewards).length > 0 &&
      liveActivities(config.activities, row.now).some((a) => a.type === ActivityType.LuckyJackpot);
    const gameName = new Map(config.games.map((g) => [g.id, g.name]));
    const answer: LobbyLiveAnswer = {
      refreshedAt: epochSeconds(row.now),
      jackpotLive: live,
      total: JACKPOT_TIERS.reduce((sum, tier) => sum + pools[tier].amount, 0),
      pools: JACKPOT_TIERS.map((tier) => pools[tier]),
      bigWins: rankBigWins(
        row.wins.map((w) =>
          w.kind === 'round'
            ? {
                key: `r:${w.id}`,
                kind: 'round' as const,
                nickname: maskNickname(w.nickname),
                gameId: w.gameId,
                gameName: gameName.get(w.gameId ?? 0) ?? '',
                tier: null,
                multiplier: Math.floor((w.win * 100) / w.bet),
                amount: w.win,
                createTime: epochSeconds(w.createdAt),
              }
            : {
                key: `j:${w.id}`,
                kind: 'jackpot' as const,
                nickname: maskNickname(w.nickname),
                gameId: null,
                gameName: '',
                tier: w.tier,
                multiplier: null,
                amount: w.win,
                createTime: epochSeconds(w.createdAt),
              },
        ),
      ),
    };
    this.snapshot = { expiresAt: this.now() + rules.bigWin.refreshSeconds * 1000, answer };
    return answer;
  }
}
