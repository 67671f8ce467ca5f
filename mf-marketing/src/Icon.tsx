import chatDots from 'bootstrap-icons/icons/chat-dots-fill.svg?raw';
import chevronLeft from 'bootstrap-icons/icons/chevron-left.svg?raw';
import chevronRight from 'bootstrap-icons/icons/chevron-right.svg?raw';
import clock from 'bootstrap-icons/icons/clock-history.svg?raw';
import people from 'bootstrap-icons/icons/people-fill.svg?raw';
import robot from 'bootstrap-icons/icons/robot.svg?raw';
import book from 'bootstrap-icons/icons/journal-bookmark-fill.svg?raw';

const ICONS = { chatDots, chevronLeft, chevronRight, clock, people, robot, book } as const;
export type IconName = keyof typeof ICONS;

/** Decorative inline SVG from bootstrap-icons (trusted, bundled at build time). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <span
      className={`mf-marketing-icon ${className ?? ''}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: ICONS[name] }}
    />
  );
}
