/** A cut emerald: what a safe tile holds (drawn in components/art-defs.tsx). */
export function GemArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true">
      <use href="#art-gem" />
    </svg>
  );
}

/** A mine: what ends the round. */
export function MineArt() {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true">
      <use href="#art-mine-bomb" />
    </svg>
  );
}
