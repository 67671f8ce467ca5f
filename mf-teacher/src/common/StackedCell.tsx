import type { ReactNode } from 'react';

/**
 * A cell of a table marked `mf-teacher-stacked` (teacher.css): on a phone each row becomes a block
 * and the column's name is shown before the value, so a wide table needs no sideways scrolling.
 * The value is wrapped so that text and elements inside it stay together beside that name.
 */
export function StackedCell({
  label,
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td data-label={label} className={className}>
      <div className="mf-teacher-cell">{children}</div>
    </td>
  );
}
