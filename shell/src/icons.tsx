import boxArrowRight from 'bootstrap-icons/icons/box-arrow-right.svg?raw';
import envelope from 'bootstrap-icons/icons/envelope.svg?raw';
import facebook from 'bootstrap-icons/icons/facebook.svg?raw';
import github from 'bootstrap-icons/icons/github.svg?raw';
import instagram from 'bootstrap-icons/icons/instagram.svg?raw';
import linkedin from 'bootstrap-icons/icons/linkedin.svg?raw';
import mortarboard from 'bootstrap-icons/icons/mortarboard-fill.svg?raw';
import telephone from 'bootstrap-icons/icons/telephone.svg?raw';
import twitterX from 'bootstrap-icons/icons/twitter-x.svg?raw';
import youtube from 'bootstrap-icons/icons/youtube.svg?raw';

// Inline SVGs from bootstrap-icons: a handful of icons instead of the whole icon font.
const ICONS = {
  boxArrowRight,
  envelope,
  facebook,
  github,
  instagram,
  linkedin,
  mortarboard,
  telephone,
  twitterX,
  youtube,
} as const;
export type IconName = keyof typeof ICONS;

/** Decorative icon: the surrounding link or button carries the accessible name. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={`shell-icon ${className ?? ''}`}
      aria-hidden="true"
      // Trusted, static SVG text bundled from bootstrap-icons.
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
