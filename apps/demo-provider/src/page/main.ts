import type { LaunchData, RoundAnswer, RoundError } from '../api-types';
import { findGame, type DemoGame } from '../catalogue/games';
import { api } from './api';
import {
  betLadder,
  errorText,
  formatCoins,
  formatMoney,
  lobbyOrigin,
  resultText,
  stepBet,
} from './logic';
import { strings } from './strings.en-US';
import { wait, el, button, symbolImage, type View, type Round } from './dom';
import { slotsView } from './views/slots';
import { fishingView } from './views/fishing';
import { crashView } from './views/crash';
import { rouletteView } from './views/roulette';
import { sicBoView } from './views/sic-bo';
import { cardTableView } from './views/playing-cards';
import { moneyWheelView } from './views/money-wheel';
import { payTablePanel } from './views/paytable';
import { kenoView } from './views/keno';
import { plinkoView } from './views/plinko';
import { scratchView } from './views/scratch';
import { bingoView } from './views/bingo';
import { isStepGame, type StepGame } from '../catalogue/step-games';
import { stepView } from './steps';

// The studio's game page: reads the launch JSON of the HTML shell, finds its game in the bundled
// catalogue, applies the theme (CSS variables) and plays rounds through the studio's API. One
// view per engine builds its stage and controls and animates a
// round; the page around them keeps the balance, the bet, the last win, the live region and
// the lobby's balance messages. Every round lasts at least the game's minRoundMs, and the next
// one waits for the server's nextRoundAt. The multi-step games (blackjack, hi-lo, the poker
// tables) play through steps.ts instead. Every page shows the game's paytable panel (views/paytable.ts). No inline styles: classes, and CSS variables set
// through the CSSOM.

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

/** The game's view: its engine's, the one-reel slots drawn as a money wheel. */
function pageView(game: Exclude<DemoGame, StepGame>, go: Round, bet: () => number): View {
  switch (game.kind) {
    case 'slots':
      return game.math.strips.length === 1 ? moneyWheelView(game, go) : slotsView(game, go);
    case 'fishing':
      return fishingView(game, go);
    case 'roulette':
      return rouletteView(game, go, bet);
    case 'sic-bo':
      return sicBoView(game, go, bet);
    case 'baccarat':
    case 'dragon-tiger':
      return cardTableView(game, go, bet);
    case 'keno':
      return kenoView(game, go);
    case 'plinko':
      return plinkoView(game, go);
    case 'scratch':
      return scratchView(game, go);
    case 'bingo':
      return bingoView(game, go);
    case 'crash':
      return crashView(game, go);
  }
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
    el(
      'p',
      { className: 'balance' },
      el('span', { text: `${strings.balance} ` }),
      symbolImage('coin', 'symbol coin', true),
      balanceOut,
      el('span', { className: 'sr-only', text: strings.coinUnit }),
    ),
  );
  const status = el('p', {
    className: 'status',
    attrs: { role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' },
  });
  const lastWin = el('output', { className: 'last-win-value', text: strings.noWinYet });
  const showBalance = () => (balanceOut.textContent = formatCoins(balance));
  showBalance();

  // The bet picker.
  const ladder = betLadder(game.minBet, game.maxBet);
  let bet = ladder[0]!;
  const betOut = el('output', { className: 'bet-value', attrs: { id: 'bet-value' } });
  const lower = button(strings.betLowerSign, strings.betLower, 'step');
  const raise = button(strings.betRaiseSign, strings.betRaise, 'step');
  const showBet = (busy = false) => {
    betOut.textContent = formatMoney(bet);
    lower.disabled = busy || bet <= ladder[0]!;
    raise.disabled = busy || bet >= ladder[ladder.length - 1]!;
  };
  lower.addEventListener('click', () => ((bet = stepBet(ladder, bet, -1)), showBet()));
  raise.addEventListener('click', () => ((bet = stepBet(ladder, bet, 1)), showBet()));
  const picker = el(
    'div',
    { className: 'bet', attrs: { role: 'group', 'aria-labelledby': 'bet-label' } },
    el('span', {
      className: 'label',
      // On a layout table the picker sets a chip's value; the chips add up to the bet.
      text: ['roulette', 'sic-bo', 'baccarat', 'dragon-tiger'].includes(game.kind)
        ? strings.chip
        : strings.bet,
      attrs: { id: 'bet-label' },
    }),
    lower,
    betOut,
    raise,
  );
  showBet();

  if (isStepGame(game)) {
    // Multi-step games (steps.ts): the bet is fixed while a round is open.
    const steps = stepView(game, {
      who,
      bet: () => bet,
      setBusy: (busy) => showBet(busy),
      balance: (amount) => {
        balance = amount;
        showBalance();
        if (lobby) window.parent.postMessage({ type: 'lobby:balance', coin: balance }, lobby);
      },
      won: (amount) => (lastWin.textContent = formatMoney(amount)),
      say: (text, tone = 'info') => {
        status.textContent = text;
        status.classList.toggle('error', tone === 'error');
      },
    });
    main.replaceChildren(
      header,
      el('div', { className: 'stage' }, steps.stage),
      el('div', { className: 'controls' }, picker, ...steps.controls),
      el('p', { className: 'last-win' }, el('span', { text: `${strings.lastWin} ` }), lastWin),
      status,
      payTablePanel(game),
    );
    return;
  }

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
      answer = await api.round({ code: game.code, bet: view.betOf?.(play) ?? bet, play, ...who });
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
    if (answer.win > 0) lastWin.textContent = formatMoney(answer.win);
    say(resultText(game, answer));
    if (lobby) window.parent.postMessage({ type: 'lobby:balance', coin: balance }, lobby);
    await wait(answer.nextRoundAt - Date.now());
    done();
  };
  const go: Round = (play) => void round(play);

  const view = pageView(game, go, () => bet);
  main.addEventListener('page:message', (event) =>
    say(String((event as CustomEvent<string>).detail), 'error'),
  );

  main.replaceChildren(
    header,
    el('div', { className: 'stage' }, view.stage),
    el('div', { className: 'controls' }, picker, ...view.controls),
    el('p', { className: 'last-win' }, el('span', { text: `${strings.lastWin} ` }), lastWin),
    status,
    payTablePanel(game),
  );
}

void start();
