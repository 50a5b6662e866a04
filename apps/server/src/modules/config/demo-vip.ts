import type { AppConfig } from '@lobby/contract/app-config';
import { art } from './demo-art';

/** The demo lobby's VIP levels. */

type LevelConfig = AppConfig['levelConfigs'][number];

// prettier-ignore
const vipTable: [needExp: number, dailyAward: number, signInAward: number, levelUpBonus: number, rebateBp: number, withdrawTimes: number, withdrawLimit: number][] = [
  /* 0 */ [        0,      0,      0,         0,  30,  3,   5_000_000],
  /* 1 */ [    1_000,    100,    500,       500,  40,  3,   8_000_000],
  /* 2 */ [    5_000,    300,  1_500,     2_000,  50,  4,  10_000_000],
  /* 3 */ [   20_000,    800,  4_000,     8_800,  60,  4,  15_000_000],
  /* 4 */ [   50_000,  1_500,  8_000,    18_800,  70,  5,  20_000_000],
  /* 5 */ [  100_000,  3_000, 15_000,    38_800,  80,  5,  30_000_000],
  /* 6 */ [  250_000,  6_000, 30_000,    88_800,  90,  6,  50_000_000],
  /* 7 */ [  500_000, 12_000, 60_000,   188_800, 100,  8,  80_000_000],
  /* 8 */ [1_000_000, 25_000, 120_000,  388_800, 110, 10, 100_000_000],
  /* 9 */ [2_500_000, 50_000, 250_000,  888_800, 120, 15, 150_000_000],
  /* 10 */[5_000_000, 100_000, 500_000, 1_888_800, 120, 20, 200_000_000],
];

export const levelConfigs: LevelConfig[] = vipTable.map(
  (
    [
      needExp,
      dailyAward,
      signInAward,
      levelUpBonus,
      rebateBp,
      dailyWithdrawTimes,
      dailyWithdrawLimit,
    ],
    level,
  ) => ({
    level,
    needExp,
    dailyAward,
    signInAward,
    levelUpBonus,
    rebateBp,
    dailyWithdrawTimes,
    dailyWithdrawLimit,
  }),
);

export const vipMap: AppConfig['vipMap'] = Object.fromEntries(
  levelConfigs.map((l) => [
    String(l.level),
    { name: `VIP ${l.level}`, icon: art('vip', l.level), needExp: l.needExp },
  ]),
);
