// A QR code drawn as one SVG path from the module matrix (no canvas, no HTML strings). The
// encoder (~10 kB gzip) loads when a code is first shown, not with the pay section: until then
// the code's white square stands in its place.
import type * as QrCodeEncoder from 'qrcode';
import { useEffect, useState } from 'react';

const QUIET_ZONE = 2;

type Encoder = typeof QrCodeEncoder;

function drawn({ create }: Encoder, text: string) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let d = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { text, path: d, extent: modules.size + QUIET_ZONE * 2 };
}

export function QrCode({
  text,
  size = 180,
  label,
}: {
  text: string;
  size?: number;
  label: string;
}) {
  const [code, setCode] = useState<ReturnType<typeof drawn> | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then((encoder) => {
      if (current) setCode(drawn(encoder, text));
    });
    return () => {
      current = false;
    };
  }, [text]);
  const ready = code?.text === text ? code : null;
  const extent = ready?.extent ?? 1;
  return (
    <svg
      role="img"
      aria-label={label}
      aria-busy={ready ? undefined : true}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      {ready && <path d={ready.path} fill="#000" />}
    </svg>
  );
}
