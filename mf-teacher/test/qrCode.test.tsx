import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { QrCode } from '../src/classes/QrCode';

/** The SVG as pixels (4 per module), the way a phone's camera sees it on the classroom screen. */
function pixelsOf(svg: SVGElement) {
  const [, , size] = (svg.getAttribute('viewBox') as string).split(' ').map(Number);
  const scale = 4;
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * width + Number(x) * scale + dx) * 4;
        data.fill(0, at, at + 3);
      }
  }
  return { data, width };
}

test.each(['http://localhost:8080/join/K7M2P9QZ', 'https://tutor.school.example/join/ABCDEFGH'])(
  'the QR code read back by a decoder is the join link %s, with its accessible name',
  (link) => {
    render(<QrCode text={link} label={`QR code of the join link ${link}`} />);
    const svg = screen.getByRole('img', {
      name: `QR code of the join link ${link}`,
    }) as unknown as SVGElement;
    const { data, width } = pixelsOf(svg);
    expect(jsQR(data, width, width)?.data).toBe(link);
  },
);
