/** The app's emblem: a gold coin with a crown (the same drawing as the icons and the cover). */
export function Emblem({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="#f5c04a" />
      <circle cx="32" cy="32" r="24" fill="#e8a21a" />
      <path d="M18 40 20 24l7 7 5-10 5 10 7-7 2 16z" fill="#fff4cc" />
    </svg>
  );
}

/**
 * The coin sign: a gold coin drawn here, never the emoji (a device without an emoji font shows a
 * box, ADR 0064). Hidden from screen readers: the amount beside it says "coins".
 */
export function CoinGlyph({
  size = 18,
  className,
}: {
  size?: number | string;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="9" fill="#f5c04a" />
      <circle cx="10" cy="10" r="6.5" fill="#e8a21a" />
      <path
        d="M10 5.5v9M7.5 8h4a1.5 1.5 0 0 1 0 3h-3a1.5 1.5 0 0 0 0 3h4"
        stroke="#fff4cc"
        strokeWidth="1.4"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}
