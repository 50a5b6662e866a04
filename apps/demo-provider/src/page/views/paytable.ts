import { gamePayTable, maxMultiplier, type DemoGame } from '../../catalogue/games';
import { symbolLabel } from '../logic';
import { strings } from '../strings.en-US';
import { el, symbolImage } from '../dom';

// The paytable panel every game page shows under its controls: the game's declared RTP and its
// top win in the summary (visible without opening it), then its engine's paytable as a table
// (column headers, a caption). Slots, fishing and scratch tables name a symbol by its index in their
// first cell: the panel shows its drawing and its label instead.

/** The percentage of an RTP: 0.9611 → "96.11%". */
export function rtpText(rtp: number): string {
  return `${(rtp * 100).toFixed(2)}%`;
}

/** The top win of a round, in bets: 2000 → "2,000". */
export function maxWinText(multiplier: number): string {
  return multiplier.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export function payTablePanel(game: DemoGame): HTMLElement {
  const table = gamePayTable(game);
  const symbolFirst = game.kind === 'slots' || game.kind === 'fishing' || game.kind === 'scratch';
  const cell = (text: string, column: number): HTMLElement => {
    if (column !== 0 || !symbolFirst) return el('td', { text });
    const id = game.theme.symbols[Number(text)] ?? '';
    return el(
      'th',
      { attrs: { scope: 'row' } },
      el(
        'span',
        { className: 'named' },
        symbolImage(id, 'symbol small', true),
        el('span', { text: symbolLabel(id) }),
      ),
    );
  };
  const summaryText = strings.payTable.summary(rtpText(game.rtp), maxWinText(maxMultiplier(game)));
  return el(
    'details',
    { className: 'paytable' },
    el('summary', { text: summaryText }),
    el(
      'p',
      { className: 'rtp' },
      el('span', { text: strings.payTable.rtp(rtpText(game.rtp)) }),
      el('span', { text: strings.payTable.maxWin(maxWinText(maxMultiplier(game))) }),
    ),
    ...(game.kind === 'slots' && game.math.wild !== undefined
      ? [
          el('p', {
            text: strings.payTable.wild(symbolLabel(game.theme.symbols[game.math.wild] ?? '')),
          }),
        ]
      : []),
    el(
      'table',
      {},
      el('caption', { text: strings.payTable.caption(game.name) }),
      el(
        'thead',
        {},
        el('tr', {}, ...table.columns.map((text) => el('th', { text, attrs: { scope: 'col' } }))),
      ),
      el(
        'tbody',
        {},
        ...table.rows.map((row) => el('tr', {}, ...row.map((text, i) => cell(text, i)))),
      ),
    ),
  );
}
