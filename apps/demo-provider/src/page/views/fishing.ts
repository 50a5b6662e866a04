import type { DemoGame } from '../../catalogue/games';
import type { FishingDetail } from '../../math/fishing';
import { strings } from '../strings.en-US';
import { symbolLabel } from '../logic';
import { wait, el, button, symbolImage, type View, type Round } from '../dom';

export function fishingView(game: Extract<DemoGame, { kind: 'fishing' }>, round: Round): View {
  const list = el('ul', { className: 'fish', attrs: { 'aria-label': strings.fishTable } });
  const buttons = game.math.fish.map((fish, target) => {
    const id = game.theme.symbols[fish.symbol] ?? '';
    const shoot = button(
      strings.fishButton(fish.multiplier),
      strings.fishLabel(symbolLabel(id), fish.multiplier),
      'target',
    );
    shoot.prepend(symbolImage(id, 'symbol', true));
    shoot.addEventListener('click', () => round({ kind: 'fishing', target }));
    list.append(el('li', {}, shoot));
    return shoot;
  });
  const clear = () => {
    for (const b of buttons) b.classList.remove('aimed', 'hit', 'miss');
  };
  return {
    stage: list,
    controls: [],
    start(play) {
      clear();
      if (play.kind === 'fishing') buttons[play.target]?.classList.add('aimed');
    },
    async finish(result, startedAt) {
      await wait(startedAt + game.minRoundMs - Date.now());
      const detail = result.detail as FishingDetail;
      clear();
      buttons[detail.target]?.classList.add(detail.hit ? 'hit' : 'miss');
    },
    abort: clear,
    setBusy(busy) {
      for (const b of buttons) b.disabled = busy;
    },
  };
}
