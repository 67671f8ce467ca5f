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
  /**
   * The name of the class whose teachers set hints only: the tutor is always in Guide me there,
   * so Explain is not offered and the note says why.
   */
  hintsOnlyIn?: string;
}

export const hintsOnlyText = (className: string) => `Your teacher set ${className} to hints only`;

/** Explain / Guide me, for the open conversation (or the next one); the choice is remembered. */
export function ModeToggle({ mode: chosen, onChange, disabled, hintsOnlyIn }: ModeToggleProps) {
  const hintsOnly = hintsOnlyIn !== undefined;
  const mode: TutorMode = hintsOnly ? 'guide' : chosen;
  const offered = (Object.keys(MODE_LABELS) as TutorMode[]).filter(
    (value) => !hintsOnly || value === 'guide',
  );
  return (
    <fieldset className="mf-question-mode mb-3" disabled={disabled}>
      <legend className="form-label fw-semibold fs-6 mb-1">Tutor mode</legend>
      <div className="btn-group" role="group">
        {offered.map((value) => (
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
      {hintsOnly ? (
        <p className="form-text mb-0 mf-question-hints-only">{hintsOnlyText(hintsOnlyIn)}.</p>
      ) : null}
    </fieldset>
  );
}
