import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** Quiet zone around the symbol, in modules (the QR standard asks for 4). */
const MARGIN = 4;

/**
 * The QR code of `text` as an SVG drawn by React (one path of dark modules, no injected markup),
 * scaled to its box: `className` sets its size. Error correction M: readable from a projector
 * across a room, still small for a short link. `label` is its accessible name.
 */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const code = qrcode(0, 'M');
    code.addData(text, 'Byte');
    code.make();
    const modules = code.getModuleCount();
    let d = '';
    for (let row = 0; row < modules; row += 1) {
      for (let col = 0; col < modules; col += 1) {
        if (code.isDark(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
      }
    }
    return { size: modules + 2 * MARGIN, path: d };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
