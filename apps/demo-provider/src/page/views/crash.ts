import type { DemoGame } from '../../catalogue/games';
import type { CrashDetail } from '../../math/crash';
import { formatMultiplier, parseCashOut, riseDuration, risingMultiplier } from '../logic';
import { strings } from '../strings.en-US';
import { wait, reducedMotion, el, button, symbolImage, type View, type Round } from '../dom';

export function crashView(game: Extract<DemoGame, { kind: 'crash' }>, round: Round): View {
  const max = formatMultiplier(game.math.maxMultiplier);
  const meter = el('p', {
    className: 'meter',
    text: strings.multiplier('1.00'),
    attrs: { 'aria-hidden': 'true' },
  });
  const rocket = el(
    'span',
    { className: 'rocket' },
    symbolImage(game.theme.symbols[0] ?? '', 'symbol', true),
  );
  const stage = el('div', { className: 'sky' }, rocket, meter);
  const inputId = `cash-out-${game.code}`;
  const hintId = `${inputId}-hint`;
  const input = el('input', {
    className: 'cash-out',
    attrs: {
      id: inputId,
      type: 'text',
      inputmode: 'decimal',
      value: '2.00',
      autocomplete: 'off',
      'aria-describedby': hintId,
    },
  });
  const field = el(
    'div',
    { className: 'field' },
    el('label', { text: strings.cashOut, attrs: { for: inputId } }),
    input,
    el('span', { className: 'hint', text: strings.cashOutHint(max), attrs: { id: hintId } }),
  );
  const launch = button(strings.launch, strings.launchLabel);
  launch.addEventListener('click', () => {
    const cashOut = parseCashOut(input.value, game.math.maxMultiplier);
    if (cashOut === null) {
      input.setAttribute('aria-invalid', 'true');
      input.dispatchEvent(
        new CustomEvent('page:message', { bubbles: true, detail: strings.badCashOut(max) }),
      );
      return;
    }
    input.removeAttribute('aria-invalid');
    round({ kind: 'crash', cashOut });
  });
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    stage.classList.remove('rising');
  };
  return {
    stage,
    controls: [field, launch],
    start() {
      stage.classList.remove('crashed', 'cashed');
      stage.classList.add('rising');
      meter.textContent = strings.rising;
    },
    async finish(result, startedAt) {
      const detail = result.detail as CrashDetail;
      const end = detail.cashedOut ? detail.cashOut : detail.crashPoint;
      const duration = riseDuration(end, game.minRoundMs, reducedMotion());
      const riseStart = Date.now();
      const finishAt = Math.max(startedAt + game.minRoundMs, riseStart + duration);
      if (!reducedMotion()) {
        const tick = () => {
          const x = risingMultiplier(Date.now() - riseStart, duration, end);
          meter.textContent = strings.multiplier(formatMultiplier(x));
          stage.style.setProperty('--height', String(Math.min(1, Math.log(x / 100) / 5)));
          if (Date.now() < riseStart + duration) frame = requestAnimationFrame(tick);
        };
        tick();
      }
      await wait(finishAt - Date.now());
      stop();
      meter.textContent = strings.multiplier(formatMultiplier(end));
      stage.classList.add(detail.cashedOut ? 'cashed' : 'crashed');
    },
    abort() {
      stop();
      meter.textContent = strings.multiplier('1.00');
    },
    setBusy(busy) {
      launch.disabled = busy;
      input.disabled = busy;
    },
  };
}
