import type { StepRoundState } from '../../api-types';
import type { PayTable } from '../../math/types';
import { el } from '../dom';
import { payTableRows, rtpText } from '../step-logic';
import { strings } from '../strings.en-US';

// What a multi-step game's view gives the page (blackjack, hi-lo), and its paytable panel.

export interface StepView {
  stage: HTMLElement;
  controls: HTMLElement[];
  /** Shows the round as it stands (null: none yet) and enables the legal buttons. */
  show(state: StepRoundState | null, busy: boolean): void;
}

/** What the view asks of the page: a new round, or one action of the open round. */
export interface StepActions {
  deal(): void;
  act(action: string): void;
}

/** The paytable and the RTP, as a table with a caption. */
export function payTablePanel(table: PayTable, rtp: number): HTMLElement {
  const [head, ...rows] = payTableRows(table);
  const tableEl = el(
    'table',
    { className: 'paytable' },
    el('caption', { text: strings.payTable }),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        ...(head ?? []).map((cell) => el('th', { text: cell, attrs: { scope: 'col' } })),
      ),
    ),
    el(
      'tbody',
      {},
      ...rows.map((row) => el('tr', {}, ...row.map((cell) => el('td', { text: cell })))),
    ),
  );
  return el(
    'section',
    { className: 'paytable-panel' },
    tableEl,
    el('p', { className: 'rtp', text: rtpText(rtp) }),
  );
}
