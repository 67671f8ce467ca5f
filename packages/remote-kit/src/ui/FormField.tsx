import type { ComponentProps, ReactNode } from 'react';
import { Icon } from './Icon';

interface FieldFrame {
  id: string;
  label: string;
  /** Classes of the element around label and control (spacing, grid column); default `mb-3`. */
  className?: string;
}

function Labelled({ id, label, className = 'mb-3', children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A labelled input marked required (unless `required={false}`), with an optional icon before it;
 * the other props (type, autoComplete, react-hook-form's register) go to the input.
 */
export function FormField({
  id,
  label,
  className,
  icon,
  ...input
}: ComponentProps<'input'> &
  FieldFrame & {
    /** A bootstrap-icons SVG (`?raw` import) shown before the input, in an input group. */
    icon?: string;
  }) {
  const control = <input id={id} className="form-control" required {...input} />;
  return (
    <Labelled id={id} label={label} className={className}>
      {icon ? (
        <div className="input-group">
          <span className="input-group-text">
            <Icon svg={icon} />
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </Labelled>
  );
}

/** A labelled text area; the other props (rows, placeholder, register) go to the textarea. */
export function TextAreaField({
  id,
  label,
  className,
  ...textarea
}: ComponentProps<'textarea'> & FieldFrame) {
  return (
    <Labelled id={id} label={label} className={className}>
      <textarea id={id} className="form-control" {...textarea} />
    </Labelled>
  );
}
