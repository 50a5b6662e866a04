import type { LaunchData, RoundAnswer, RoundError, RoundResult } from '../api-types';
import { findGame, type DemoGame } from '../catalogue/games';
import { cardLabel, type CardsDetail } from '../math/cards';
import type { CrashDetail } from '../math/crash';
import type { FishingDetail } from '../math/fishing';
import type { SlotsDetail } from '../math/slots';
import type { Play } from '../math/types';
import { api } from './api';
import {
  betLadder,
  errorText,
  formatMoney,
  formatMultiplier,
  lobbyOrigin,
  parseCashOut,
  resultText,
  riseDuration,
  risingMultiplier,
  stepBet,
  winningCells,
} from './logic';
import { strings } from './strings.en-US';

// The studio's game page: reads the launch JSON of the HTML shell, finds its game in the bundled
// catalogue, applies the theme (CSS variables) and plays rounds through the studio's API. One
// view per engine (slots, fishing, cards, crash) builds its stage and controls and animates a
// round; the page around them keeps the balance, the bet, the last win, the live region and
// the lobby's balance messages. Every round lasts at least the game's minRoundMs, and the next
// one waits for the server's nextRoundAt. No inline styles: classes, and CSS variables set
// through the CSSOM.

type Wait = (ms: number) => Promise<void>;
const wait: Wait = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function button(text: string, label: string, className = 'action'): HTMLButtonElement {
  return el('button', { className, text, attrs: { type: 'button', 'aria-label': label } });
}

/** What a view gives the page: its stage, its controls, and how it shows a round. */
interface View {
  stage: HTMLElement;
  controls: HTMLElement[];
  /** Starts the round's animation; `finish` shows the result once the round may end. */
  start(play: Play): void;
  finish(result: RoundResult, startedAt: number): Promise<void>;
  /** Stops the animation after a refusal. */
  abort(): void;
  setBusy(busy: boolean): void;
}

type Round = (play: Play) => void;

// ——— Slots ———

function slotsView(game: Extract<DemoGame, { kind: 'slots' }>, round: Round): View {
  const { rows, strips } = game.math;
  const symbols = game.theme.symbols;
  const grid = el('div', {
    className: 'reels',
    attrs: { role: 'group', 'aria-label': strings.reels },
  });
  grid.style.setProperty('--reels', String(strips.length));
  const cells = strips.map((strip, reel) =>
    Array.from({ length: rows }, (_, row) => {
      const cell = el('span', { className: 'cell', text: symbols[strip[row]!] ?? '' });
      cell.dataset.cell = `${reel}:${row}`;
      grid.append(cell);
      return cell;
    }),
  );
  const spin = button(strings.spin, strings.spinLabel);
  spin.addEventListener('click', () => round({ kind: 'slots' }));
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
    grid.classList.remove('spinning');
  };
  return {
    stage: grid,
    controls: [spin],
    start() {
      for (const cell of cells.flat()) cell.classList.remove('win');
      grid.classList.add('spinning');
      if (reducedMotion()) return;
      timer = setInterval(() => {
        cells.forEach((column, reel) => {
          const strip = strips[reel]!;
          const stop = Math.floor(Math.random() * strip.length);
          column.forEach((cell, row) => {
            cell.textContent = symbols[strip[(stop + row) % strip.length]!] ?? '';
          });
        });
      }, 90);
    },
    async finish(result, startedAt) {
      await wait(startedAt + game.minRoundMs - Date.now());
      stopTimer();
      const detail = result.detail as SlotsDetail;
      const winning = winningCells(game, detail);
      cells.forEach((column, reel) =>
        column.forEach((cell, row) => {
          cell.textContent = symbols[detail.window[reel]?.[row] ?? -1] ?? '';
          cell.classList.toggle('win', winning.has(`${reel}:${row}`));
        }),
      );
    },
    abort: stopTimer,
    setBusy(busy) {
      spin.disabled = busy;
      spin.textContent = busy ? strings.spinning : strings.spin;
    },
  };
}

// ——— Fishing ———

function fishingView(game: Extract<DemoGame, { kind: 'fishing' }>, round: Round): View {
  const list = el('ul', { className: 'fish', attrs: { 'aria-label': strings.fishTable } });
  const buttons = game.math.fish.map((fish, target) => {
    const symbol = game.theme.symbols[fish.symbol] ?? '';
    const shoot = button(
      strings.fishButton(symbol, fish.multiplier),
      strings.fishLabel(symbol, fish.multiplier),
      'target',
    );
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

// ——— Cards ———

function cardsView(game: Extract<DemoGame, { kind: 'cards' }>, round: Round): View {
  const { hands, sides } = game.math;
  const handViews = hands.map((name) => {
    const title = el('h2', { className: 'hand-title', text: strings.handPending(name) });
    const cards = el('div', { className: 'cards' });
    return { name, title, cards, box: el('section', { className: 'hand' }, title, cards) };
  });
  const table = el('div', { className: 'table' }, ...handViews.map((h) => h.box));
  const sideButtons = sides.map((side) => {
    const pays = formatMultiplier(side.pays);
    // Named by what it shows (WCAG 2.5.3): the group says what the buttons are for.
    const text = strings.sideButton(side.name, pays);
    const bet = button(text, text);
    bet.addEventListener('click', () => round({ kind: 'cards', side: side.name }));
    return bet;
  });
  const group = el(
    'div',
    { className: 'sides', attrs: { role: 'group', 'aria-label': strings.sides } },
    ...sideButtons,
  );
  const faceDown = (hand: (typeof handViews)[number]) => {
    hand.title.textContent = strings.handPending(hand.name);
    hand.cards.replaceChildren(
      ...Array.from({ length: game.math.cardsEach }, () =>
        el('span', { className: 'card down', text: game.theme.symbols[0] ?? '' }),
      ),
    );
    hand.box.classList.remove('won');
  };
  for (const hand of handViews) faceDown(hand);
  return {
    stage: table,
    controls: [group],
    start() {
      for (const hand of handViews) {
        faceDown(hand);
        hand.box.classList.add('dealing');
      }
    },
    async finish(result, startedAt) {
      const detail = result.detail as CardsDetail;
      // The hands turn over one after the other, the last at minRoundMs.
      for (const [h, hand] of handViews.entries()) {
        const at = startedAt + (game.minRoundMs * (h + 1)) / handViews.length;
        await wait(at - Date.now());
        const dealt = detail.hands[h];
        hand.box.classList.remove('dealing');
        hand.title.textContent = strings.hand(hand.name, dealt?.score ?? 0);
        hand.cards.replaceChildren(
          ...(dealt?.cards ?? []).map((card) =>
            el('span', {
              className: `card ${card.suit === 1 || card.suit === 2 ? 'red' : 'black'}`,
              text: cardLabel(card),
            }),
          ),
        );
        hand.box.classList.toggle('won', detail.winner === h);
      }
    },
    abort() {
      for (const hand of handViews) {
        hand.box.classList.remove('dealing');
        faceDown(hand);
      }
    },
    setBusy(busy) {
      for (const b of sideButtons) b.disabled = busy;
    },
  };
}

// ——— Crash ———

function crashView(game: Extract<DemoGame, { kind: 'crash' }>, round: Round): View {
  const max = formatMultiplier(game.math.maxMultiplier);
  const meter = el('p', {
    className: 'meter',
    text: strings.multiplier('1.00'),
    attrs: { 'aria-hidden': 'true' },
  });
  const rocket = el('span', { className: 'rocket', text: game.theme.symbols[0] ?? '' });
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

// ——— The page ———

function readLaunch(): LaunchData | null {
  const text = document.getElementById('launch')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LaunchData;
  } catch {
    return null;
  }
}

function applyTheme(game: DemoGame): void {
  const root = document.documentElement;
  const { background, surface, accent, text } = game.theme;
  root.style.setProperty('--bg', background);
  root.style.setProperty('--surface', surface);
  root.style.setProperty('--accent', accent);
  root.style.setProperty('--text', text);
}

function fail(main: HTMLElement, message: string): void {
  main.replaceChildren(el('p', { className: 'fatal', text: message, attrs: { role: 'alert' } }));
}

async function start(): Promise<void> {
  if (!document.documentElement.lang) document.documentElement.lang = strings.lang;
  const main = document.getElementById('game') ?? document.body.appendChild(el('main'));
  const launch = readLaunch();
  const game = launch ? findGame(launch.code) : undefined;
  if (!launch || !game) return fail(main, strings.unknownGame);
  if (launch.mode === 'demo' && !game.demo) return fail(main, strings.noDemo);
  if (launch.mode === 'real' && !launch.session) return fail(main, strings.noSession);
  document.title = game.name;
  applyTheme(game);
  main.classList.add(`kind-${game.kind}`);
  main.replaceChildren(el('p', { className: 'status', text: strings.loading }));

  const currency = launch.currency;
  const lobby = launch.mode === 'real' ? lobbyOrigin(document.referrer) : null;
  let who: { session?: string; demoToken?: string } = {};
  let balance = 0;
  try {
    if (launch.mode === 'demo') {
      const demo = await api.demo();
      who = { demoToken: demo.demoToken };
      balance = demo.balance;
    } else {
      who = { session: launch.session ?? '' };
      const answer = await api.balance(who);
      if (typeof answer.balance !== 'number') {
        const { error } = answer as unknown as { error?: RoundError };
        return fail(main, error ? errorText(error) : strings.noSession);
      }
      balance = answer.balance;
    }
  } catch {
    return fail(main, strings.network);
  }

  // The frame.
  const balanceOut = el('output', { className: 'balance-value', attrs: { 'aria-live': 'off' } });
  const header = el(
    'header',
    { className: 'bar' },
    el('h1', { text: game.name }),
    ...(launch.mode === 'demo'
      ? [
          el('span', {
            className: 'badge',
            text: strings.demoBadge,
            attrs: { title: strings.demoBadgeLabel, 'aria-label': strings.demoBadgeLabel },
          }),
        ]
      : []),
    el('p', { className: 'balance' }, el('span', { text: `${strings.balance} ` }), balanceOut),
  );
  const status = el('p', {
    className: 'status',
    attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
  });
  const lastWin = el('output', { className: 'last-win-value', text: strings.noWinYet });
  const showBalance = () => (balanceOut.textContent = formatMoney(balance, currency));
  showBalance();

  // The bet picker.
  const ladder = betLadder(game.minBet, game.maxBet);
  let bet = ladder[0]!;
  const betOut = el('output', { className: 'bet-value', attrs: { id: 'bet-value' } });
  const lower = button(strings.betLowerSign, strings.betLower, 'step');
  const raise = button(strings.betRaiseSign, strings.betRaise, 'step');
  const showBet = (busy = false) => {
    betOut.textContent = formatMoney(bet, currency);
    lower.disabled = busy || bet <= ladder[0]!;
    raise.disabled = busy || bet >= ladder[ladder.length - 1]!;
  };
  lower.addEventListener('click', () => ((bet = stepBet(ladder, bet, -1)), showBet()));
  raise.addEventListener('click', () => ((bet = stepBet(ladder, bet, 1)), showBet()));
  const picker = el(
    'div',
    { className: 'bet', attrs: { role: 'group', 'aria-labelledby': 'bet-label' } },
    el('span', { className: 'label', text: strings.bet, attrs: { id: 'bet-label' } }),
    lower,
    betOut,
    raise,
  );
  showBet();

  let running = false;
  const setBusy = (busy: boolean) => {
    running = busy;
    view.setBusy(busy);
    showBet(busy);
  };
  const say = (text: string, tone: 'info' | 'error' = 'info') => {
    status.textContent = text;
    status.classList.toggle('error', tone === 'error');
  };

  const round: Round = async (play) => {
    if (running) return;
    // Disabled buttons lose the focus: give it back to the control that started the round.
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const done = () => {
      setBusy(false);
      if (document.activeElement === document.body || document.activeElement === null) {
        focused?.focus();
      }
    };
    setBusy(true);
    say('');
    const startedAt = Date.now();
    view.start(play);
    let answer: RoundAnswer;
    try {
      answer = await api.round({ code: game.code, bet, play, ...who });
    } catch {
      view.abort();
      say(strings.network, 'error');
      return done();
    }
    if ('error' in answer) {
      view.abort();
      say(errorText(answer.error), 'error');
      if (answer.error === 'ROUND_TOO_SOON') await wait(answer.retryInMs ?? 1_000);
      return done();
    }
    await view.finish(answer, startedAt);
    balance = answer.balance;
    showBalance();
    if (answer.win > 0) lastWin.textContent = formatMoney(answer.win, currency);
    say(resultText(game, answer, currency));
    if (lobby) window.parent.postMessage({ type: 'lobby:balance', coin: balance }, lobby);
    await wait(answer.nextRoundAt - Date.now());
    done();
  };
  const go: Round = (play) => void round(play);

  const view: View =
    game.kind === 'slots'
      ? slotsView(game, go)
      : game.kind === 'fishing'
        ? fishingView(game, go)
        : game.kind === 'cards'
          ? cardsView(game, go)
          : crashView(game, go);
  main.addEventListener('page:message', (event) =>
    say(String((event as CustomEvent<string>).detail), 'error'),
  );

  main.replaceChildren(
    header,
    el('div', { className: 'stage' }, view.stage),
    el('div', { className: 'controls' }, picker, ...view.controls),
    el('p', { className: 'last-win' }, el('span', { text: `${strings.lastWin} ` }), lastWin),
    status,
  );
}

void start();
