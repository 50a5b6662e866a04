import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACCARAT_BETS } from '../math/baccarat';
import { DRAGON_TIGER_SIDES } from '../math/dragon-tiger';
import { isStepGame } from './step-games';
import { mulberry32 } from '../math/seeded';
import type { Play } from '../math/types';
import {
  defaultPlay,
  demoGames,
  findGame,
  gameRtp,
  maxMultiplier,
  playRound,
  validateRound,
  type DemoGame,
} from './games';

// The lobby's catalogue, read here only: the studio's code never imports the lobby.
const lobbyCatalogue = JSON.parse(
  readFileSync(
    resolve(import.meta.dirname, '../../../server/src/modules/config/demo-catalogue.json'),
    'utf8',
  ),
) as { games: [string, string, string, string, string, string][] };
const builtIn = new Set(['slot', 'crash', 'dice', 'mines']);
const lobbyGames = lobbyCatalogue.games.filter(([code]) => !builtIn.has(code));

const engineOf: Record<string, DemoGame['kind']> = {
  slots: 'slots',
  fishing: 'fishing',
  crash: 'crash',
  arcade: 'crash',
};

/** The games whose engine is not their lobby type's. */
const ownEngine: Record<string, DemoGame['kind']> = {
  'fortune-wheel': 'slots',
  'dream-wheel': 'slots',
  'european-roulette': 'roulette',
  'live-roulette': 'roulette',
  'sic-bo-deluxe': 'sic-bo',
  'live-sic-bo': 'sic-bo',
  'baccarat-gold': 'baccarat',
  'live-baccarat': 'baccarat',
  'dragon-tiger': 'dragon-tiger',
  'live-dragon-tiger': 'dragon-tiger',
  // the arcade games whose names promise their own mechanic (limbo is the crash engine's)
  'keno-quick': 'keno',
  'plinko-drop': 'plinko',
  'scratch-gold': 'scratch',
  'bingo-blast': 'bingo',
  // the multi-step games (start, actions, one settlement)
  'classic-blackjack': 'blackjack',
  'live-blackjack': 'blackjack',
  'hi-lo-cards': 'hi-lo',
  'three-card-poker': 'three-card-poker',
  'casino-holdem': 'casino-holdem',
};
/** Real tables declare the real game's RTP: twins of one game share it. */
const realTables = new Set([
  'roulette',
  'sic-bo',
  'baccarat',
  'dragon-tiger',
  'three-card-poker',
  'casino-holdem',
]);

describe('the catalogue', () => {
  it('has every game the lobby lists for the studio, same code and name, no more', () => {
    expect(lobbyGames).toHaveLength(49);
    expect(demoGames.map((g) => g.code).sort()).toEqual(lobbyGames.map(([code]) => code).sort());
    for (const [code, name, type, , , tags] of lobbyGames) {
      const game = findGame(code)!;
      expect(game.name).toBe(name);
      expect(game.demo, code).toBe(!tags.split(' ').includes('no-try'));
      // The engine of the lobby's type; the wheels are one-reel slots, the real tables, blackjack and
      // hi-lo their own.
      expect(game.kind, code).toBe(ownEngine[code] ?? engineOf[type]);
    }
    expect(demoGames.filter((g) => !g.demo)).toHaveLength(6);
    expect(findGame('slot')).toBeUndefined();
  });

  it("declares RTPs from 95.5% to 97.5% (real tables: the real game's), each exact within 0.0005", () => {
    const invented = demoGames.filter((g) => !realTables.has(g.kind));
    expect(new Set(invented.map((g) => g.rtp)).size).toBe(invented.length);
    for (const game of demoGames) {
      expect(game.rtp, game.code).toBeGreaterThanOrEqual(0.955);
      // Baccarat's player bet returns 98.76% by the game's rules; blackjack's RTP is what its
      // standard rules give under basic strategy (math/blackjack.ts); the poker tables' ante and
      // play return theirs under their stated strategies, counted against every stake.
      const most =
        game.kind === 'baccarat' ||
        game.kind === 'three-card-poker' ||
        game.kind === 'casino-holdem'
          ? 0.99
          : game.kind === 'blackjack'
            ? 0.997
            : 0.975;
      expect(game.rtp, game.code).toBeLessThanOrEqual(most);
      expect(Math.abs(gameRtp(game) - game.rtp), game.code).toBeLessThan(0.0005);
    }
  });

  it('gives fishing and crash games the RTP they declare, whatever the target', () => {
    for (const game of demoGames) {
      if (game.kind === 'fishing') {
        expect(game.math.rtp).toBe(game.rtp);
        game.math.fish.forEach((_, target) =>
          expect(gameRtp(game, { kind: 'fishing', target })).toBeCloseTo(game.rtp, 12),
        );
      } else if (game.kind === 'crash') {
        expect(game.math.rtp).toBe(game.rtp);
        for (const cashOut of [101, 200, 777, game.math.maxMultiplier]) {
          expect(gameRtp(game, { kind: 'crash', cashOut })).toBeCloseTo(game.rtp, 12);
        }
      }
    }
  });

  it('sets limits and round durations per kind', () => {
    for (const game of demoGames) {
      expect(game.minBet).toBeGreaterThan(0);
      expect(game.maxBet).toBeGreaterThan(game.minBet);
      expect(game.maxBet).toBeLessThanOrEqual(1_000_000);
      expect(Number.isSafeInteger(game.maxBet * maxMultiplier(game))).toBe(true);
      const least = {
        slots: 2_500,
        fishing: 300,
        crash: 1_000,
        roulette: 2_500,
        'sic-bo': 1_500,
        baccarat: 1_500,
        'dragon-tiger': 1_500,
        keno: 1_000,
        plinko: 1_000,
        scratch: 1_000,
        bingo: 1_000,
        blackjack: 1_500,
        'hi-lo': 1_000,
        'three-card-poker': 1_500,
        'casino-holdem': 1_500,
      }[game.kind];
      expect(game.minRoundMs, game.code).toBeGreaterThanOrEqual(
        game.kind === 'slots' && game.math.strips.length === 1 ? 1_000 : least,
      );
      if (game.kind === 'slots') {
        // Slot strips stay short enough for the exact RTP; the line bet of every ladder bet is whole.
        for (const strip of game.math.strips) expect(strip.length).toBeLessThanOrEqual(64);
        expect(game.minBet % game.math.lines.length).toBe(0);
      }
    }
  });

  it('labels every symbol a slot, fish or side can show', () => {
    for (const game of demoGames) {
      const labels = game.theme.symbols.length;
      if (game.kind === 'slots') {
        for (const strip of game.math.strips) for (const s of strip) expect(s).toBeLessThan(labels);
        expect(game.math.pays).toHaveLength(labels);
      }
      if (game.kind === 'fishing') {
        for (const fish of game.math.fish) expect(fish.symbol).toBeLessThan(labels);
      }
      if (game.kind === 'scratch') {
        expect(game.math.symbols).toBe(labels);
        for (const tier of game.math.tiers) expect(tier.symbol).toBeLessThan(labels);
      }
    }
  });
});

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the themes', () => {
  it('meet WCAG AA (4.5:1): text on background and surface, background on the accent', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    for (const { code, theme } of demoGames) {
      for (const colour of [theme.background, theme.surface, theme.accent, theme.text]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(contrast(theme.text, theme.background), code).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.text, theme.surface), code).toBeGreaterThanOrEqual(4.5);
      // Buttons: background-coloured labels on the accent; the accent also marks wins on panels.
      expect(contrast(theme.background, theme.accent), code).toBeGreaterThanOrEqual(4.5);
      expect(contrast(theme.accent, theme.surface), code).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('rounds', () => {
  const game = (code: string) => findGame(code)!;

  it('are validated: bet limits, the engine of the game, the play itself', () => {
    const orchard = game('golden-orchard');
    expect(validateRound(orchard, { kind: 'slots' }, 100)).toBeNull();
    expect(validateRound(orchard, { kind: 'slots' }, 99)).toMatch(/bet/);
    expect(validateRound(orchard, { kind: 'slots' }, orchard.maxBet + 1)).toMatch(/bet/);
    expect(validateRound(orchard, { kind: 'slots' }, 150.5)).toMatch(/bet/);
    expect(validateRound(orchard, { kind: 'crash', cashOut: 200 }, 100)).toMatch(/slots/);
    expect(
      validateRound(
        game('dragon-tiger'),
        { kind: 'dragon-tiger', bets: [{ bet: 'banker', numbers: [], amount: 100 }] },
        100,
      ),
    ).toMatch(/bet must be one of/);
    expect(validateRound(game('ocean-king'), { kind: 'fishing', target: 8 }, 100)).toMatch(
      /target/,
    );
    expect(validateRound(game('sky-pilot'), { kind: 'crash', cashOut: 100_001 }, 100)).toMatch(
      /cashOut/,
    );
    expect(() => playRound(orchard, { kind: 'slots' }, 1, Math.random)).toThrow(RangeError);
  });

  it('are deterministic given the random numbers', () => {
    for (const g of demoGames) {
      if (isStepGame(g)) continue; // step games: math/blackjack.test.ts, math/hi-lo.test.ts
      const play = defaultPlay(g, 0, g.minBet * 10);
      const a = playRound(g, play, g.minBet * 10, mulberry32(42));
      const b = playRound(g, play, g.minBet * 10, mulberry32(42));
      expect(b).toEqual(a);
    }
  });

  it('never pay more than the maximum bet times the top multiplier', () => {
    const random = mulberry32(8);
    for (const g of demoGames) {
      if (isStepGame(g)) continue; // step games: math/blackjack.test.ts, math/hi-lo.test.ts
      const plays: Play[] =
        g.kind === 'crash'
          ? [{ kind: 'crash', cashOut: g.math.maxMultiplier }, defaultPlay(g)]
          : g.kind === 'fishing'
            ? g.math.fish.map((_, target) => ({ kind: 'fishing', target }))
            : g.kind === 'baccarat'
              ? BACCARAT_BETS.map((bet) => ({
                  kind: 'baccarat',
                  bets: [{ bet, numbers: [], amount: g.maxBet }],
                }))
              : g.kind === 'dragon-tiger'
                ? DRAGON_TIGER_SIDES.map((bet) => ({
                    kind: 'dragon-tiger',
                    bets: [{ bet, numbers: [], amount: g.maxBet }],
                  }))
                : [defaultPlay(g, 0, g.maxBet)];
      for (const play of plays) {
        for (let i = 0; i < 300; i++) {
          const { win } = playRound(g, play, g.maxBet, random);
          expect(Number.isInteger(win)).toBe(true);
          expect(win).toBeGreaterThanOrEqual(0);
          expect(win).toBeLessThanOrEqual(g.maxBet * maxMultiplier(g));
        }
      }
    }
  });
});
