import type { DemoGame } from './demo-game';
import { fishTable, ONE_LINE, rising, slots } from './engines';
import { blackjackTable, casinoHoldemTable, hiLoGame, threeCardPokerTable } from './step-games';
import { palette } from './theme';
import { baccarat, dragonTiger, roulette, sicBo } from './tables';

/** How the blackjack tables' RTPs were found (math/blackjack.ts, blackjack-rtp.slow.test.ts). */
const BASIC_STRATEGY_SIMULATION =
  'simulation of basic strategy: 10,000,000 rounds of this engine, return ÷ all stakes, ' +
  'standard error 0.0003';

/** Casino Hold'em's RTP under its stated strategy (math/casino-holdem.ts, casino-holdem-rtp.slow.test.ts). */
const HOLDEM_RTP = 0.9843;
const HOLDEM_SIMULATION =
  'simulation of the stated call-or-fold strategy: 10,000,000 rounds of this engine, return ÷ ' +
  'all stakes, standard error 0.0003';

/**
 * The fishing, table, crash, high-limit table and arcade games, in the lobby's order. The lobby's
 * "live" type holds the high-limit tables: there is no dealer stream, so none is named "Live"
 * (docs/demo-studio-games.md).
 */
export const tableGames: readonly DemoGame[] = [
  fishTable(
    'ocean-king',
    'Ocean King',
    0.9615,
    palette(200, [
      'fish-blue',
      'fish-yellow',
      'pufferfish',
      'squid',
      'turtle',
      'shark',
      'whale',
      'king-crown',
    ]),
    [2, 3, 5, 8, 15, 30, 100, 300],
  ),
  fishTable(
    'shark-hunter',
    'Shark Hunter',
    0.9595,
    palette(190, [
      'fish-blue',
      'fish-yellow',
      'shrimp',
      'octopus',
      'pufferfish',
      'shark',
      'shark-twin',
    ]),
    [2, 4, 6, 10, 25, 80, 250],
  ),
  fishTable(
    'deep-sea-bounty',
    'Deep Sea Bounty',
    0.9652,
    palette(215, [
      'shell',
      'crab',
      'fish-yellow',
      'pufferfish',
      'anchor',
      'money-bag',
      'pirate-flag',
    ]),
    [2, 3, 6, 12, 40, 120, 500],
  ),
  fishTable(
    'reef-blaster',
    'Reef Blaster',
    0.9678,
    palette(175, [
      'fish-orange',
      'fish-green',
      'shrimp',
      'lobster',
      'pufferfish',
      'turtle',
      'coral',
    ]),
    [2, 3, 4, 8, 20, 50, 150],
  ),
  fishTable(
    'kraken-fury',
    'Kraken Fury',
    0.9635,
    palette(265, ['fish-purple', 'squid', 'pufferfish', 'shark', 'anchor', 'octopus']),
    [2, 5, 10, 30, 100, 400],
  ),
  fishTable(
    'whale-tales',
    'Whale Tales',
    0.9695,
    palette(205, ['fish-blue', 'dolphin', 'seal', 'turtle', 'shark', 'whale', 'king-crown']),
    [2, 3, 5, 10, 20, 60, 200],
  ),
  fishTable(
    'lanternfish-party',
    'Lanternfish Party',
    0.971,
    palette(240, ['shrimp', 'fish-red', 'jellyfish', 'pufferfish', 'octopus', 'lantern', 'dragon']),
    [2, 4, 8, 16, 32, 64, 128],
  ),
  blackjackTable({
    code: 'classic-blackjack',
    name: 'Classic Blackjack',
    theme: palette(140, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
    decks: 6,
    rtp: 0.9963,
    rtpMethod: BASIC_STRATEGY_SIMULATION,
  }),
  roulette({
    code: 'european-roulette',
    name: 'European Roulette',
    rtp: 0.973,
    theme: palette(355, ['wheel', 'chip-red', 'chip-black', 'chip-green']),
  }),
  baccarat({
    code: 'baccarat-gold',
    name: 'Baccarat Gold',
    rtp: 0.9876,
    theme: palette(45, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
    decks: 8,
  }),
  threeCardPokerTable({
    code: 'three-card-poker',
    name: 'Three Card Poker',
    // Ante and play under queen-6-4, exact by enumeration (math/three-card-poker.ts).
    rtp: 0.9799,
    theme: palette(160, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
  }),
  sicBo({
    code: 'sic-bo-deluxe',
    name: 'Sic Bo Deluxe',
    rtp: 0.9722,
    theme: palette(15, ['dice', 'chip-red', 'chip-black']),
  }),
  dragonTiger({
    code: 'dragon-tiger',
    name: 'Dragon Tiger',
    rtp: 0.9627,
    theme: palette(0, ['dragon', 'tiger', 'card-back']),
    decks: 8,
  }),
  casinoHoldemTable({
    code: 'casino-holdem',
    name: "Casino Hold'em",
    rtp: HOLDEM_RTP,
    rtpMethod: HOLDEM_SIMULATION,
    theme: palette(125, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
  }),
  rising('sky-pilot', 'Sky Pilot', 0.97, palette(210, ['plane']), 100_000),
  rising('moon-launch', 'Moon Launch', 0.9683, palette(260, ['rocket']), 1_000_000),
  rising('bull-run', 'Bull Run', 0.966, palette(100, ['chart']), 50_000),
  rising('balloon-pop', 'Balloon Pop', 0.964, palette(320, ['balloon']), 10_000),
  rising('comet-x', 'Comet X', 0.972, palette(250, ['comet']), 500_000),
  roulette({
    code: 'live-roulette',
    name: 'VIP Roulette',
    rtp: 0.973,
    theme: palette(350, ['wheel', 'chip-red', 'chip-black', 'chip-green']),
    highLimit: true,
  }),
  blackjackTable({
    code: 'live-blackjack',
    name: 'VIP Blackjack',
    theme: palette(150, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
    live: true,
    decks: 8,
    rtp: 0.9958,
    rtpMethod: BASIC_STRATEGY_SIMULATION,
  }),
  baccarat({
    code: 'live-baccarat',
    name: 'Baccarat Squeeze',
    rtp: 0.9876,
    theme: palette(50, ['card-back', 'suit-spade', 'suit-heart', 'suit-diamond', 'suit-club']),
    highLimit: true,
    decks: 6,
  }),
  // A money wheel of 60 segments (a one-reel slot: one window, one line), no demo play as the
  // other high-limit tables: 35 blanks, 16 × 1, 6 × 2, 2 × 5, one 20: RTP 58 / 60.
  {
    ...slots({
      code: 'dream-wheel',
      name: 'Dream Wheel',
      rtp: 0.9667,
      theme: palette(290, ['x-miss', 'x-1', 'x-2', 'x-5', 'x-20']),
      strips: ['ABAACBAABAAABACDABAABAABACABAAEABACABAABAABACDABAAABAABCAABA'],
      lines: ONE_LINE,
      pays: [0, 1, 2, 5, 20],
    }),
    demo: false,
  },
  sicBo({
    code: 'live-sic-bo',
    name: 'VIP Sic Bo',
    rtp: 0.9722,
    theme: palette(25, ['dice', 'chip-red', 'chip-black']),
    highLimit: true,
  }),
  dragonTiger({
    code: 'live-dragon-tiger',
    name: 'VIP Dragon Tiger',
    rtp: 0.963,
    theme: palette(5, ['dragon', 'tiger', 'card-back']),
    highLimit: true,
    decks: 6,
  }),
  hiLoGame('hi-lo-cards', 'Hi-Lo Cards', 9685, palette(145, ['card-back']), 5_000),
];
