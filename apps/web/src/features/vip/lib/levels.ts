import type { AppConfig } from '@lobby/contract/app-config';

/** A VIP level as the pages show it: its config joined with its name and icon. */
export interface VipLevel {
  level: number;
  name: string;
  icon: string;
  needExp: number;
  dailyAward: number;
  signInAward: number;
  levelUpBonus: number;
  rebateBp: number;
}

/** VIP levels, lowest first, joined from vipMap (name, icon) and levelConfigs (thresholds and awards). */
export function vipLevels(config: AppConfig, fallbackName: (level: number) => string): VipLevel[] {
  return [...config.levelConfigs]
    .sort((a, b) => a.level - b.level)
    .map((l) => {
      const entry = config.vipMap[String(l.level)];
      return {
        level: l.level,
        name: entry?.name ?? fallbackName(l.level),
        icon: entry?.icon ?? '',
        needExp: entry?.needExp ?? l.needExp,
        dailyAward: l.dailyAward,
        signInAward: l.signInAward,
        levelUpBonus: l.levelUpBonus,
        rebateBp: l.rebateBp,
      };
    });
}

/** The lowest level above `level` whose award (`pick`) pays something: where a player gets one. */
export const firstPayingAbove = (
  levels: readonly VipLevel[],
  level: number,
  pick: (l: VipLevel) => number,
) => levels.find((l) => l.level > level && pick(l) > 0) ?? null;
