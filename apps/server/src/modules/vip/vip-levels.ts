import type { LevelConfig } from '@lobby/contract/app-config';

/** The highest level the app config can name (its `levelConfigs[].level`). */
const MAX_LEVEL = 100;
/** Experience is kept in ten-thousandths of a point (vip_standings.exp_e4). */
export const EXP_E4 = 10_000;

const NONE = {
  needExp: 0,
  dailyAward: 0,
  signInAward: 0,
  levelUpBonus: 0,
  rebateBp: 0,
  dailyWithdrawTimes: 0,
  dailyWithdrawLimit: 0,
};

/**
 * The VIP level table of the app config (`levelConfigs`): what each level needs and pays. A
 * level the table skips pays what the nearest level below it pays, so a player whose level an
 * operator's edit removed keeps being paid.
 */
export class VipLevels {
  private readonly sorted: LevelConfig[];

  constructor(levels: readonly LevelConfig[]) {
    this.sorted = [...levels].sort((a, b) => a.level - b.level);
  }

  /** What `level` pays and needs. */
  of(level: number): LevelConfig {
    const found = this.sorted.filter((l) => l.level <= level).at(-1);
    return found ? { ...found, level } : { ...NONE, level };
  }

  /** The next level of the table above `level`, if any. */
  next(level: number): LevelConfig | undefined {
    return this.sorted.find((l) => l.level > level);
  }

  /** The table's levels above `from` up to `to`, lowest first (the levels a level-up crossed). */
  crossed(from: number, to: number): LevelConfig[] {
    return this.sorted.filter((l) => l.level > from && l.level <= to);
  }

  /** Each level's threshold in ten-thousandths of a point, for SQL (vip.repo.ts). */
  thresholds(): { levels: number[]; needE4: string[] } {
    return {
      levels: this.sorted.map((l) => l.level),
      needE4: this.sorted.map((l) => String(BigInt(l.needExp) * BigInt(EXP_E4))),
    };
  }

  /** One number per level 0–100 (index = level), for SQL: e.g. each level's rebate. */
  perLevel(pick: (level: LevelConfig) => number): number[] {
    return Array.from({ length: MAX_LEVEL + 1 }, (_, level) => pick(this.of(level)));
  }
}

/** A rate per 1.00 (two decimals at most) in hundredths: exp_e4 = amount × rate. */
export const rateE2 = (rate: number) => Math.round(rate * 100);
