import type { ComponentProps } from 'react';
import { Icon } from './Icon';

type FormFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** SVG text of an icon shown in front of the input. */
  icon?: string;
};

/**
 * A labelled input, marked required; the other props (type, autoComplete, react-hook-form's
 * register) go to the input.
 */
export function FormField({ id, label, icon, ...input }: FormFieldProps) {
  const field = <input id={id} className="form-control" required {...input} />;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {icon ? (
        <div className="input-group">
          <span className="input-group-text">
            <Icon svg={icon} />
          </span>
          {field}
        </div>
      ) : (
        field
      )}
    </div>
  );
}
