import type { PayTable } from '../../math/types';
import { el } from '../dom';
import { strings } from '../strings.en-US';

// A game's paytable and RTP, as a plain table in a disclosure (keyboard and screen-reader
// friendly): the engine's payTable(params) and the game's declared RTP.

export function payTablePanel(table: PayTable, rtp: number): HTMLElement {
  const head = el(
    'tr',
    {},
    ...table.columns.map((column) => el('th', { text: column, attrs: { scope: 'col' } })),
  );
  const body = table.rows.map((row) =>
    el(
      'tr',
      {},
      ...row.map((cell, i) =>
        i === 0 ? el('th', { text: cell, attrs: { scope: 'row' } }) : el('td', { text: cell }),
      ),
    ),
  );
  return el(
    'details',
    { className: 'paytable' },
    el('summary', { text: strings.payTable.title(formatRtp(rtp)) }),
    el(
      'table',
      {},
      el('caption', { text: strings.payTable.caption(formatRtp(rtp)) }),
      el('thead', {}, head),
      el('tbody', {}, ...body),
    ),
  );
}

/** An RTP as "97.30%". */
export function formatRtp(rtp: number): string {
  return `${(rtp * 100).toFixed(2)}%`;
}
