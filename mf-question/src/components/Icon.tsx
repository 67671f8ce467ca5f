import arrowClockwise from 'bootstrap-icons/icons/arrow-clockwise.svg?raw';
import check2 from 'bootstrap-icons/icons/check2.svg?raw';
import clipboard from 'bootstrap-icons/icons/clipboard.svg?raw';
import clockHistory from 'bootstrap-icons/icons/clock-history.svg?raw';
import search from 'bootstrap-icons/icons/search.svg?raw';
import stars from 'bootstrap-icons/icons/stars.svg?raw';
import stopCircle from 'bootstrap-icons/icons/stop-circle.svg?raw';

// Inline SVGs from bootstrap-icons: the shell does not load the icon font, and a handful of
// icons is far lighter than the font plus its 100 KB stylesheet.
const ICONS = { arrowClockwise, check2, clipboard, clockHistory, search, stars, stopCircle } as const;
export type IconName = keyof typeof ICONS;

/** Decorative icon: the surrounding button or heading carries the accessible name. */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <span
      className={`mf-question-icon ${className}`}
      aria-hidden="true"
      // Trusted, static SVG text bundled from bootstrap-icons at build time (never model output).
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
