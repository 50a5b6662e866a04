const PIPS: Record<number, [number, number][]> = {
  5: [
    [14, 14],
    [34, 14],
    [24, 24],
    [14, 34],
    [34, 34],
  ],
  3: [
    [14, 14],
    [24, 24],
    [34, 34],
  ],
};

function Die({
  x,
  y,
  rotate,
  pips,
  fill,
}: {
  x: number;
  y: number;
  rotate: number;
  pips: 5 | 3;
  fill: string;
}) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate} 24 24)`}>
      <rect x="2" y="5" width="44" height="44" rx="10" fill="#000" opacity=".3" />
      <rect
        width="48"
        height="48"
        rx="11"
        fill={fill}
        stroke="#fff"
        strokeOpacity=".7"
        strokeWidth="1.5"
      />
      <rect x="4" y="3" width="40" height="16" rx="8" fill="#fff" opacity=".25" />
      {PIPS[pips]!.map(([cx, cy]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="4.6" fill="#fff" />
      ))}
    </g>
  );
}

/** Two dice, before the first roll. */
export function DiceArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 130 72" aria-hidden="true">
      <Die x={10} y={14} rotate={-14} pips={5} fill="url(#art-purple)" />
      <Die x={70} y={8} rotate={12} pips={3} fill="url(#art-red)" />
    </svg>
  );
}
