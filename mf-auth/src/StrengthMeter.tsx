import { useEffect, useState } from 'react';
import type { Strength } from './passwordStrength';

/** The server refuses scores below this one (backend/src/auth/passwords/password-strength.ts). */
const ENOUGH = 3;
const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
/** Bootstrap colour per score (literal class names: the page's Bootstrap is purged against them). */
const BARS = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'] as const;

/**
 * How hard the password being typed is to guess, as the student types: zxcvbn with the person's
 * name and email, the same rule as the server. The dictionaries load on the first keystroke.
 */
export function StrengthMeter({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs: string[];
}) {
  const [strength, setStrength] = useState<Strength | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    void import(/* webpackChunkName: "password-strength" */ './passwordStrength')
      .then(({ strengthOf }) => {
        if (current) setStrength(strengthOf(password, inputs.split('\n')));
      })
      .catch(() => undefined); // the server still checks; the meter is only a help
    return () => {
      current = false;
    };
  }, [password, inputs]);

  if (!strength) return <div id={id} className="mf-auth-strength mb-3" aria-live="polite" />;
  const label = LABELS[strength.score];
  return (
    <div id={id} className="mf-auth-strength mb-3" aria-live="polite">
      <div
        className="progress"
        role="progressbar"
        aria-label="How hard it is to guess"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength.score}
        aria-valuetext={label}
      >
        <div
          className={`progress-bar ${BARS[strength.score]}`}
          style={{ width: `${(strength.score + 1) * 20}%` }}
        />
      </div>
      <p className="small mb-0 mt-1">
        Password strength: <strong>{label}</strong>
        {strength.score < ENOUGH && (
          <span className="d-block text-body-secondary">
            {strength.advice || 'Add another word or two that are less common.'}
          </span>
        )}
      </p>
    </div>
  );
}
