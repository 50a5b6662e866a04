import type { DemoGame } from '../../catalogue/games';
import type { SlotsDetail } from '../../math/slots';
import { button, el, reducedMotion, wait, type Round, type View } from '../dom';
import { symbolLabel } from '../logic';
import { strings } from '../strings.en-US';
import { picture, svg } from './svg';

// The wheels (Dream Wheel, Fortune Wheel): a one-reel, one-line slot drawn as an SVG money wheel
// of its strip's segments, turning to the stop under the pointer (its paytable, how many
// segments of each and what each pays, is the slots engine's one-reel table in the page's panel).

type WheelGame = Extract<DemoGame, { kind: 'slots' }>;

const point = (radius: number, degrees: number) => {
  const a = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(a)).toFixed(2)} ${(-radius * Math.cos(a)).toFixed(2)}`;
};

export function moneyWheelView(game: WheelGame, round: Round): View {
  const strip = game.math.strips[0] ?? [];
  const step = 360 / strip.length;
  const rotor = svg('g', { class: 'wheel-rotor' });
  strip.forEach((symbol, i) => {
    const from = (i - 0.5) * step;
    const to = (i + 0.5) * step;
    const pays = game.math.pays[symbol]?.[0] ?? 0;
    rotor.append(
      svg('path', {
        d: `M0 0 L${point(96, from)} A96 96 0 0 1 ${point(96, to)}Z`,
        class: `segment segment-${Math.min(symbol, 6)}${pays === 0 ? ' segment-blank' : ''}`,
      }),
      Object.assign(
        svg('text', { class: 'segment-label', transform: `rotate(${i * step}) translate(0 -78)` }),
        { textContent: pays === 0 ? '' : strings.wheel.segment(pays) },
      ),
    );
  });
  rotor.append(svg('circle', { r: 22, class: 'wheel-cap' }));
  const wheel = picture(
    '-100 -100 200 200',
    'wheel-art',
    svg('circle', { r: 99, class: 'wheel-rim' }),
    rotor,
    svg('path', { d: 'M-6 -100 L6 -100 L0 -86Z', class: 'wheel-pointer' }),
  );
  const result = el('p', { className: 'pocket-result', text: strings.wheel.ready });
  let turn = 0;
  const spin = button(strings.spin, strings.wheel.spinLabel);
  spin.addEventListener('click', () => round({ kind: 'slots' }));
  return {
    stage: el('div', { className: 'roulette-stage' }, wheel, result),
    controls: [spin],
    start() {
      result.textContent = strings.spinning;
    },
    async finish(answer, startedAt) {
      const detail = answer.detail as SlotsDetail;
      const stop = detail.stops[0] ?? 0;
      const base = turn + 3 * 360;
      turn = base + ((((-stop * step - base) % 360) + 360) % 360);
      const left = Math.max(600, startedAt + game.minRoundMs - Date.now());
      rotor.style.setProperty('--spin-ms', `${reducedMotion() ? 0 : left}ms`);
      rotor.style.setProperty('--turn', `${turn}deg`);
      await wait(startedAt + game.minRoundMs - Date.now());
      result.textContent = symbolLabel(game.theme.symbols[detail.window[0]?.[0] ?? -1] ?? '');
    },
    abort() {
      result.textContent = strings.wheel.ready;
    },
    setBusy(busy) {
      spin.disabled = busy;
      spin.textContent = busy ? strings.spinning : strings.spin;
    },
  };
}
