/** The icon is as big as the text around it: bootstrap-icons' fixed 16 px become 1em. */
function sizedToText(svg: string): string {
  return svg.replace(/\swidth="[^"]*"\s+height="[^"]*"/, ' width="1em" height="1em"');
}

// No stylesheet: the icon looks the same in every front end whatever CSS each one purges.
const ICON_BOX = { display: 'inline-flex' } as const;

/**
 * A decorative inline SVG from bootstrap-icons (`import svg from 'bootstrap-icons/icons/x.svg?raw'`):
 * each front end bundles only the icons it imports, not an icon font. The surrounding link, button
 * or label carries the accessible name.
 */
export function Icon({ svg, className }: { svg: string; className?: string }) {
  return (
    <span
      className={className}
      style={ICON_BOX}
      aria-hidden="true"
      // Trusted, static SVG text bundled at build time (never user or model text).
      dangerouslySetInnerHTML={{ __html: sizedToText(svg) }}
    />
  );
}
