import { describe, expect, it } from 'vitest';
import * as server from '@lobby/games/slot';
import * as page from './slot-data';

// The page draws the slot from its own copy of the layout (the game's module needs node:crypto);
// the copy must be the game's, symbol for symbol.
describe('the slot as the page draws it', () => {
  it('has the game’s symbols, reel strips and paylines', () => {
    expect(page.SLOT_SYMBOLS).toEqual(server.SLOT_SYMBOLS);
    expect(page.SLOT_REELS).toEqual(server.SLOT_REELS);
    expect(page.SLOT_PAYLINES).toEqual(server.SLOT_PAYLINES);
    expect(page.SLOT_REEL_COUNT).toBe(server.SLOT_REEL_COUNT);
    expect(page.SLOT_ROWS).toBe(server.SLOT_ROWS);
  });

  it('has the game’s pays and free spins', () => {
    expect(page.SLOT_LINE_PAYS).toEqual(server.SLOT_LINE_PAYS);
    expect(page.SLOT_SCATTER_PAYS).toEqual(server.SLOT_SCATTER_PAYS);
    expect(page.SLOT_FREE_SPINS).toBe(server.SLOT_FREE_SPINS);
    expect(page.SLOT_FREE_SPIN_MULTIPLIER).toBe(server.SLOT_FREE_SPIN_MULTIPLIER);
  });
});
