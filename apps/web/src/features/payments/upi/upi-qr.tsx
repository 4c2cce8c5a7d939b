// A QR code as SVG (uqr encodes; React draws one path of dark modules, so no markup is injected).
import { encode } from 'uqr';

export function UpiQr({ text, label, size = 224 }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: 'M', border: 2 });
  const n = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${n} ${n}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
      data-testid="upi-qr"
      data-qr-text={text}
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
