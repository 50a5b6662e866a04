import type { BlackjackParams } from '../math/blackjack';
import type { CardsParams } from '../math/cards';
import type { CrashParams } from '../math/crash';
import type { FishingParams } from '../math/fishing';
import type { HiLoParams } from '../math/hi-lo';
import type { SlotsParams } from '../math/slots';
import type { GameTheme } from '../math/types';

// A game of the studio's catalogue (games.ts): its engine, the engine's parameters, its limits
// and its look.

export interface GameBase {
  code: string;
  name: string;
  theme: GameTheme;
  /** Declared RTP: the exact RTP of the game's math (of its main bets for cards), 4 decimals. */
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
    | { kind: 'cards'; math: CardsParams }
    | { kind: 'crash'; math: CrashParams }
    | { kind: 'blackjack'; math: BlackjackParams }
    | { kind: 'hi-lo'; math: HiLoParams }
  );
