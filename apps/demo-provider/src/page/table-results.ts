import type { RoundResult } from '../api-types';
import type { DemoGame } from '../catalogue/games';
import type { BaccaratDetail } from '../math/baccarat';
import type { DragonTigerDetail } from '../math/dragon-tiger';
import type { RouletteDetail } from '../math/roulette';
import type { SicBoDetail } from '../math/sic-bo';
import { strings } from './strings.en-US';

// What the page announces of a table game's round (roulette, sic bo, baccarat, dragon tiger):
// the draw, then the win or the loss. Pure, as logic.ts (the tests run it).

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The result text of a table game's round; `won` is the formatted win. */
export function tableResultText(game: DemoGame, result: RoundResult, won: string): string {
  const r = strings.result;
  const payout = (text: string) => `${text} ${result.win > 0 ? r.cardsWin(won) : r.cardsLoss}`;
  /** A card table's settlement: what came back is only stakes returned (a push, half back). */
  const settled = (bets: { amount: number; win: number }[]) =>
    result.win > 0 && bets.every((chip) => chip.win <= chip.amount)
      ? r.cardsReturn(won)
      : result.win > 0
        ? r.cardsWin(won)
        : r.cardsLoss;
  switch (game.kind) {
    case 'roulette': {
      const d = result.detail as RouletteDetail;
      const pocket = strings.roulette.pocket(d.pocket, strings.roulette.colours[d.colour]);
      return r.pocket(pocket, result.win > 0 ? won : null);
    }
    case 'sic-bo': {
      const d = result.detail as SicBoDetail;
      return payout(`${strings.sicBo.rolled(d.dice, d.total)}.`);
    }
    case 'baccarat': {
      const d = result.detail as BaccaratDetail;
      const outcome =
        d.winner === 'tie'
          ? r.cardsTie2(String(d.player.total))
          : d.winner === 'player'
            ? r.cardsWinner2('player', String(d.player.total), String(d.banker.total))
            : r.cardsWinner2('banker', String(d.banker.total), String(d.player.total));
      return `${outcome} ${settled(d.bets)}`;
    }
    case 'dragon-tiger': {
      const d = result.detail as DragonTigerDetail;
      const dragon = RANKS[d.dragon.rank] ?? '?';
      const tiger = RANKS[d.tiger.rank] ?? '?';
      const outcome =
        d.winner === 'tie'
          ? r.cardsTie2(dragon)
          : d.winner === 'dragon'
            ? r.cardsWinner2('dragon', dragon, tiger)
            : r.cardsWinner2('tiger', tiger, dragon);
      return `${outcome} ${settled(d.bets)}`;
    }
    default:
      return result.win > 0 ? r.cardsWin(won) : r.cardsLoss;
  }
}
