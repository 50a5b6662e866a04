import type { JackpotCell, JackpotDraw, JackpotWheelSector } from '@lobby/contract/jackpot';

/**
 * The fairness page (play.html, a page of its own) with a draw's revealed seeds, the cells'
 * weights and types and the wheel's weights in its form (docs/fairness.md "Jackpot draw"). The
 * grid is the one the draw info shows now: the operator changing the odds later would make an
 * older draw's link recompute against the new ones.
 */
export const jackpotFairnessHref = (
  draw: Pick<JackpotDraw, 'serverSeed' | 'clientSeed' | 'nonce'>,
  cells: readonly Pick<JackpotCell, 'weight' | 'type'>[],
  wheel: readonly Pick<JackpotWheelSector, 'weight'>[],
): string =>
  `/play/fairness?${new URLSearchParams({
    game: 'jackpot',
    serverSeed: draw.serverSeed,
    clientSeed: draw.clientSeed,
    nonce: String(draw.nonce),
    weights: cells.map((c) => c.weight).join(','),
    types: cells.map((c) => c.type).join(','),
    wheel: wheel.map((s) => s.weight).join(','),
  }).toString()}`;
