import type { Award } from '../rewards/awards';
import type { RankPrize } from './rank.settings';

/** A player's place on a closed board and what it pays (nothing past the table's last place). */
export interface Standing {
  userId: number;
  value: number;
  rank: number;
  awards: Award[];
}

/**
 * The final standings of a board (docs/rewards/rank.md), from its entries sorted by value,
 * highest first: standard competition ranking (1, 2, 2, 4), and tied players split equally the
 * prizes of the places they occupy together, each share floored to the hundredth. So two players
 * tied first each get half of the first and second prizes, and a board never pays more than its
 * table, however many accounts tie.
 */
export const standingsOf = (
  entries: readonly { userId: number; value: number }[],
  table: readonly RankPrize[],
): Standing[] => {
  const prizeOf = (place: number) => table.find((p) => p.from <= place && place <= p.to)?.awards;
  const standings: Standing[] = [];
  for (let start = 0; start < entries.length;) {
    let end = start;
    while (end < entries.length && entries[end]!.value === entries[start]!.value) end++;
    const tied = end - start;
    // The places the group occupies, and their prizes added up per prop.
    const pooled = new Map<number, number>();
    for (let place = start + 1; place <= end; place++) {
      for (const award of prizeOf(place) ?? [])
        pooled.set(award.propId, (pooled.get(award.propId) ?? 0) + award.count);
    }
    const share: Award[] = [...pooled]
      .map(([propId, count]) => ({ propId, count: Math.floor(count / tied) }))
      .filter((a) => a.count > 0);
    for (let i = start; i < end; i++)
      standings.push({ ...entries[i]!, rank: start + 1, awards: share });
    start = end;
  }
  return standings;
};
