import { playedReturn, playsHand } from './three-card-poker';
import { threeCardScore } from './poker-hands';

// The exact RTP of Three Card Poker's ante and play under the queen-6-4 strategy, by enumeration
// of every deal: the player's 22,100 hands, the dealer's C(49,3) = 18,424 of the cards left each.
// Player hands that differ only by a renaming of suits meet the same dealer hands, so one hand of
// each such class is played out, weighed by the class's size. Returns and stakes are counted in
// antes, as integers: the RTP is their exact ratio (as a double).

const card = (kind: number) => ({ rank: kind % 13, suit: Math.floor(kind / 13) });

/** A key equal for two hands exactly when a renaming of suits turns one into the other's sort. */
function suitClassKey(hand: number[]): string {
  const cards = hand.map(card).sort((a, b) => a.rank - b.rank || a.suit - b.suit);
  const names = new Map<number, number>();
  return cards
    .map((c) => {
      if (!names.has(c.suit)) names.set(c.suit, names.size);
      return `${c.rank}.${names.get(c.suit)}`;
    })
    .join(' ');
}

export function anteRtp(): { returned: number; staked: number; rtp: number } {
  const scores = new Float64Array(52 * 52 * 52);
  const classes = new Map<string, { hand: number[]; weight: number }>();
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        scores[a * 2704 + b * 52 + c] = threeCardScore([card(a), card(b), card(c)]);
        const key = suitClassKey([a, b, c]);
        const known = classes.get(key);
        if (known) known.weight += 1;
        else classes.set(key, { hand: [a, b, c], weight: 1 });
      }
  const DEALER_HANDS = 18_424;
  let returned = 0;
  let staked = 0;
  const used = new Uint8Array(52);
  for (const { hand, weight } of classes.values()) {
    const [a, b, c] = hand as [number, number, number];
    const player = scores[a * 2704 + b * 52 + c]!;
    if (!playsHand(player)) {
      staked += weight * DEALER_HANDS;
      continue;
    }
    for (const kind of hand) used[kind] = 1;
    let sum = 0;
    for (let x = 0; x < 52; x++) {
      if (used[x]) continue;
      for (let y = x + 1; y < 52; y++) {
        if (used[y]) continue;
        for (let z = y + 1; z < 52; z++)
          if (!used[z]) sum += playedReturn(player, scores[x * 2704 + y * 52 + z]!);
      }
    }
    for (const kind of hand) used[kind] = 0;
    returned += weight * sum;
    staked += weight * DEALER_HANDS * 2;
  }
  return { returned, staked, rtp: returned / staked };
}
