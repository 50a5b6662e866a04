import type { BlackjackParams } from '../math/blackjack';
import type { BingoParams } from '../math/bingo';
import type { CrashParams } from '../math/crash';
import type { FishingParams } from '../math/fishing';
import type { KenoParams } from '../math/keno';
import type { PlinkoParams } from '../math/plinko';
import type { ScratchParams } from '../math/scratch';
import type { HiLoParams } from '../math/hi-lo';
import type { HoldemParams } from '../math/casino-holdem';
import type { ThreeCardParams } from '../math/three-card-poker';
import type { SlotsParams } from '../math/slots';
import type { BaccaratParams } from '../math/baccarat';
import type { DragonTigerParams } from '../math/dragon-tiger';
import type { RouletteParams } from '../math/roulette';
import type { SicBoParams } from '../math/sic-bo';
import type { GameTheme } from '../math/types';

// A game of the studio's catalogue (games.ts): its engine, the engine's parameters, its limits
// and its look.

export interface GameBase {
  code: string;
  name: string;
  theme: GameTheme;
  /** Declared RTP: the exact RTP of the game's math (of its main bet), 4 decimals. */
  rtp: number;
  minRoundMs: number;
  /** Hundredths. */
  minBet: number;
  /** Hundredths, ≤ 1 000 000. */
  maxBet: number;
  /** Whether the game plays for demo coins (live tables do not). */
  demo: boolean;
}

export type DemoGame = GameBase &
  (
    | { kind: 'slots'; math: SlotsParams }
    | { kind: 'fishing'; math: FishingParams }
    | { kind: 'crash'; math: CrashParams }
    | { kind: 'roulette'; math: RouletteParams }
    | { kind: 'sic-bo'; math: SicBoParams }
    | { kind: 'baccarat'; math: BaccaratParams }
    | { kind: 'dragon-tiger'; math: DragonTigerParams }
    | { kind: 'keno'; math: KenoParams }
    | { kind: 'plinko'; math: PlinkoParams }
    | { kind: 'scratch'; math: ScratchParams }
    | { kind: 'bingo'; math: BingoParams }
    | { kind: 'blackjack'; math: BlackjackParams }
    | { kind: 'hi-lo'; math: HiLoParams }
    | { kind: 'three-card-poker'; math: ThreeCardParams }
    | { kind: 'casino-holdem'; math: HoldemParams }
  );
