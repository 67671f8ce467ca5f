import type { ComponentProps } from 'react';
import { Icon } from './Icon';

type FormFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  /** A bootstrap-icons SVG (`?raw` import) shown before the input, in an input group. */
  icon?: string;
};

/**
 * A labelled input marked required, with an optional icon before it; the other props (type,
 * autoComplete, react-hook-form's register) go to the input.
 */
export function FormField({ id, label, icon, ...input }: FormFieldProps) {
  const control = <input id={id} className="form-control" required {...input} />;
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
          {control}
        </div>
      ) : (
        control
      )}
    </div>
  );
}
