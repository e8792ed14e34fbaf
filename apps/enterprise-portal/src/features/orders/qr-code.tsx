// A QR code drawn as one SVG path from the module matrix (no canvas, no HTML strings).
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 2;

export function QrCode({
  text,
  size = 180,
  label,
}: {
  text: string;
  size?: number;
  label: string;
}) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
