import { useState, type FormEvent } from 'react';
import type { SafetyOutcome } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { useAlertChange } from './useAlertChange';

/** The note's limit (ResolveSafetyAlertRequest.note). */
export const NOTE_MAX = 2000;

/** Resolve: handled or a false alarm (counted, and exported to grow the labelled set), with a note. */
export function ResolveForm({ alertId }: { alertId: string }) {
  const { api } = useConsole();
  const [outcome, setOutcome] = useState<SafetyOutcome | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const resolve = useAlertChange(alertId, (body: { outcome: SafetyOutcome; note?: string }) =>
    api.resolveSafetyAlert(alertId, body),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!outcome) {
      setMissing(true);
      return;
    }
    const trimmed = note.trim();
    resolve.mutate({ outcome, ...(trimmed ? { note: trimmed } : {}) });
  };
  return (
    <form
      className="card card-body mb-3"
      aria-labelledby="mf-teacher-safety-resolve-title"
      onSubmit={submit}
      noValidate
    >
      <h3 id="mf-teacher-safety-resolve-title" className="h6">
        Resolve
      </h3>
      <fieldset className="mb-3" aria-describedby={missing ? 'mf-teacher-safety-outcome-missing' : undefined}>
        <legend className="form-label fs-6 mb-1">Outcome</legend>
        {(
          [
            ['handled', 'Handled', 'The student has been looked after, following the school’s policy.'],
            ['false-alarm', 'False alarm', 'The student was not at risk (counted, to improve the checks).'],
          ] as const
        ).map(([value, label, hint]) => (
          <div className="form-check" key={value}>
            <input
              className="form-check-input mf-teacher-safety-radio"
              type="radio"
              name="mf-teacher-safety-outcome"
              id={`mf-teacher-safety-outcome-${value}`}
              value={value}
              checked={outcome === value}
              onChange={() => {
                setOutcome(value);
                setMissing(false);
              }}
            />
            <label className="form-check-label" htmlFor={`mf-teacher-safety-outcome-${value}`}>
              {label} <span className="small text-body-secondary">— {hint}</span>
            </label>
          </div>
        ))}
        {missing ? (
          <p id="mf-teacher-safety-outcome-missing" className="small text-danger mb-0 mt-1" role="alert">
            Choose an outcome.
          </p>
        ) : null}
      </fieldset>
      <div className="mb-3">
        <label htmlFor="mf-teacher-safety-note" className="form-label">
          Note (what was done; optional)
        </label>
        <textarea
          id="mf-teacher-safety-note"
          className="form-control"
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          aria-describedby="mf-teacher-safety-note-count"
          onChange={(event) => setNote(event.target.value)}
        />
        <div id="mf-teacher-safety-note-count" className="form-text">
          {note.length} of {NOTE_MAX} characters. Seen by the school&apos;s staff, not by the student.
        </div>
      </div>
      <Alert text={problemOf(resolve.error)} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={resolve.isPending}>
          {resolve.isPending ? 'Resolving…' : 'Resolve'}
        </button>
      </div>
    </form>
  );
}
