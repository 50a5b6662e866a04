import type { StepRoundState } from '../../api-types';

// What a multi-step game's view gives the page (blackjack, hi-lo, the poker tables); its paytable is the page's
// panel (views/paytable.ts).

export interface StepView {
  stage: HTMLElement;
  controls: HTMLElement[];
  /** Shows the round as it stands (null: none yet) and enables the legal buttons. */
  show(state: StepRoundState | null, busy: boolean): void;
}

/** What the view asks of the page: a new round, or one action of the open round. */
export interface StepActions {
  /** Starts a round; `side`: the game's side bet (hundredths, 0 or absent: none). */
  deal(side?: number): void;
  act(action: string): void;
}
