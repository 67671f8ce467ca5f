import { Fragment } from 'react';
import type { TutorMode } from '@elearning/contract';

export const MODE_LABELS: Record<TutorMode, { label: string; hint: string }> = {
  explain: { label: 'Explain', hint: 'A clear, complete answer.' },
  guide: { label: 'Guide me', hint: 'Hints one step at a time, so you work it out yourself.' },
};

export interface ModeToggleProps {
  mode: TutorMode;
  onChange(mode: TutorMode): void;
  disabled?: boolean;
}

/** Explain / Guide me, for the open conversation (or the next one); the choice is remembered. */
export function ModeToggle({ mode, onChange, disabled }: ModeToggleProps) {
  return (
    <fieldset className="mf-question-mode mb-3" disabled={disabled}>
      <legend className="form-label fw-semibold fs-6 mb-1">Tutor mode</legend>
      <div className="btn-group" role="group">
        {(Object.keys(MODE_LABELS) as TutorMode[]).map((value) => (
          <Fragment key={value}>
            <input
              type="radio"
              className="btn-check"
              name="mf-question-mode"
              id={`mf-question-mode-${value}`}
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
            />
            <label className="btn btn-outline-primary btn-sm" htmlFor={`mf-question-mode-${value}`}>
              {MODE_LABELS[value].label}
            </label>
          </Fragment>
        ))}
      </div>
      <p className="form-text mb-0">{MODE_LABELS[mode].hint}</p>
    </fieldset>
  );
}
