import type { StepAnswer, StepRoundState } from '../api-types';
import type { StepGame } from '../catalogue/step-games';
import { api } from './api';
import { wait } from './dom';
import { errorText } from './logic';
import { blackjackText, hiLoText, pokerText } from './step-logic';
import { blackjackView } from './views/blackjack';
import { hiLoView } from './views/hi-lo';
import { pokerView } from './views/poker';
import type { StepView } from './views/step-view';
import { strings } from './strings.en-US';

// The multi-step games' play on the page: Deal starts a round (/api/round/start), each button
// plays one action (/api/round/act) with an id of its own; an action whose answer is lost is
// sent once more with the same id (the studio answers the same, never plays it twice).

export interface StepPage {
  who: { session?: string; demoToken?: string };
  bet(): number;
  setBusy(busy: boolean): void;
  balance(amount: number): void;
  won(amount: number): void;
  say(text: string, tone?: 'info' | 'error'): void;
}

export function stepView(game: StepGame, page: StepPage): StepView {
  let state: StepRoundState | null = null;
  let busy = false;
  const text = (s: StepRoundState) =>
    game.kind === 'blackjack'
      ? blackjackText(s)
      : game.kind === 'hi-lo'
        ? hiLoText(s)
        : pokerText(s);
  const settle = (answer: StepAnswer) => {
    const round = 'error' in answer ? answer.round : answer;
    if ('error' in answer) page.say(errorText(answer.error), 'error');
    if (round) {
      state = round;
      page.balance(round.balance);
      if (round.done && round.win > 0) page.won(round.win);
      if (!('error' in answer)) page.say(text(round));
    }
    return answer;
  };
  const run = async (call: () => Promise<StepAnswer>) => {
    if (busy) return;
    busy = true;
    page.setBusy(true);
    view.show(state, true);
    let answer: StepAnswer | null = null;
    try {
      answer = settle(await call());
    } catch {
      page.say(strings.network, 'error');
    }
    if (answer && 'error' in answer && answer.error === 'ROUND_TOO_SOON')
      await wait(answer.retryInMs ?? 1_000);
    busy = false;
    page.setBusy(state !== null && !state.done);
    view.show(state, false);
  };
  const actions = {
    deal: (side = 0) =>
      void run(() =>
        api.start({ code: game.code, bet: page.bet(), ...(side > 0 ? { side } : {}), ...page.who }),
      ),
    act: (action: string) => {
      const round = state;
      if (!round) return;
      const actionId = crypto.randomUUID();
      const request = { roundId: round.roundId, actionId, action, ...page.who };
      void run(() => api.act(request).catch(() => api.act(request)));
    },
  };
  const view =
    game.kind === 'blackjack'
      ? blackjackView(game, actions)
      : game.kind === 'hi-lo'
        ? hiLoView(game, actions)
        : pokerView(game, actions, page.bet);
  return view;
}
