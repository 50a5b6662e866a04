import { useMemo } from 'react';
import { create } from 'qrcode';

/** The light margin around the code that scanners need, in modules. */
const QUIET_ZONE = 4;

/** The dark modules of a QR code of `text`, as one SVG path (one unit square each). */
export const qrPath = (text: string) => {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { d, size: modules.size + 2 * QUIET_ZONE };
};

/** A QR code of `text` (the `qrcode` library's modules), drawn as SVG with an accessible label. */
export function QrCode({
  text,
  label,
  size = 184,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { d, size: units } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${units} ${units}`}
      shapeRendering="crispEdges"
      data-qr-text={text}
    >
      <rect width={units} height={units} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
