import type { AppConfig } from '@lobby/contract/app-config';
import catalogue from './demo-catalogue.json' with { type: 'json' };
import { art, idOf } from './demo-art';

/** The demo lobby's games, their types and brands. */

export const gameTypes: AppConfig['gameTypes'] = catalogue.gameTypes.map((t, i) => ({
  ...t,
  icon: art('types', t.code),
  sort: (i + 1) * 10,
}));

export const brands: AppConfig['brands'] = catalogue.brands.map((b, i) => ({
  ...b,
  logo: art('brands', b.code),
  sort: (i + 1) * 10,
}));

/** The built-in, provably fair games of packages/games; every other game comes from a provider. */
const BUILTIN_CODES = new Set(['slot', 'crash', 'dice', 'mines']);
const DEMO_PROVIDER = 'demo-provider';

/**
 * Weight toward wagering by game type (bp): what a type's typical house edge makes the cost of
 * a unit of wagering alike (slots ≈ 4% at 100%; 1%-edge originals, crash and arcade at 25%;
 * table and live games ≈ 0.5–1.5% at 10%); `npm run sim -- bonus` plays the built-in ones.
 */
const WAGER_WEIGHT_BY_TYPE: Record<string, number> = {
  slots: 10_000,
  fishing: 5_000,
  table: 1_000,
  crash: 2_500,
  live: 1_000,
  arcade: 2_500,
};
/** A round's largest bet (10,000.00) and win (500,000.00) in the demo. */
const DEMO_MAX_BET = 1_000_000;
const DEMO_MAX_WIN = 50_000_000;

export const games: AppConfig['games'] = catalogue.games.map((row, i) => {
  const [code = '', name = '', type = '', brand = '', , tags = ''] = row;
  const tagList = tags.split(' ');
  const builtin = BUILTIN_CODES.has(code);
  return {
    id: 1001 + i,
    name,
    typeId: idOf(catalogue.gameTypes, type),
    brandId: idOf(catalogue.brands, brand),
    icon: art('games', code),
    hot: tagList.includes('hot'),
    new: tagList.includes('new'),
    // Lower sorts first; the house games lead their sections.
    sort: (builtin ? 0 : 100) + i,
    provider: builtin ? 'builtin' : DEMO_PROVIDER,
    code,
    supportsTryIt: !tagList.includes('no-try'),
    wagerWeightBp: WAGER_WEIGHT_BY_TYPE[type] ?? 10_000,
    maxBet: DEMO_MAX_BET,
    maxWin: DEMO_MAX_WIN,
  };
});
