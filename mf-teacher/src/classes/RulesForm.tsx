import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClassDetailView, ClassRulesView, UpdateClassRequest } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { problemOf } from '../common/problem';
import { tokens } from '../students/usage';
import { OpenHoursField } from './OpenHoursField';
import { draftsOf, hoursProblem, sameHours, slotsOf, type SlotDraft } from './openHours';
import { useClassWrite } from './useClassWrite';

export const INSTRUCTIONS_MAX = 2000;
const TOKENS_MAX = 10_000_000;

interface Draft {
  instructions: string;
  guideOnly: boolean;
  limitedHours: boolean;
  slots: SlotDraft[];
  allowance: string;
}

const draftOf = (rules: ClassRulesView): Draft => ({
  instructions: rules.instructions,
  guideOnly: rules.guideOnly,
  limitedHours: rules.openHours !== null,
  slots: draftsOf(rules.openHours),
  allowance: rules.dailyTokensPerStudent === null ? '' : String(rules.dailyTokensPerStudent),
});

/** The PATCH body: only what differs from the class as stored (a co-teacher's other changes stay). */
function changesOf(draft: Draft, rules: ClassRulesView): UpdateClassRequest {
  const changes: UpdateClassRequest = {};
  if (draft.instructions !== rules.instructions) changes.instructions = draft.instructions;
  if (draft.guideOnly !== rules.guideOnly) changes.guideOnly = draft.guideOnly;
  const openHours = draft.limitedHours ? slotsOf(draft.slots) : null;
  if (!sameHours(openHours, rules.openHours)) changes.openHours = openHours;
  const allowance = draft.allowance.trim() === '' ? null : Number(draft.allowance);
  if (allowance !== rules.dailyTokensPerStudent) changes.dailyTokensPerStudent = allowance;
  return changes;
}

function draftProblem(draft: Draft): string | null {
  if (draft.limitedHours) {
    const problem = hoursProblem(draft.slots);
    if (problem) return problem;
  }
  const allowance = draft.allowance.trim();
  if (
    allowance !== '' &&
    !(/^\d+$/.test(allowance) && Number(allowance) >= 1 && Number(allowance) <= TOKENS_MAX)
  )
    return `The daily allowance must be a whole number from 1 to ${tokens(TOKENS_MAX)}, or empty for the school's.`;
  return null;
}

/**
 * What the AI tutor does in this class: instructions, hints only, open hours and the daily
 * allowance, saved together (only the changed fields are sent); effective on the next answer.
 */
export function RulesForm({ item }: { item: ClassDetailView }) {
  const { api, queries } = useConsole();
  const { data: usage } = useQuery(queries.schoolAiUsage());
  const school = usage?.school;
  const [draft, setDraft] = useState(() => draftOf(item.rules));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useClassWrite(item.id, (changes: UpdateClassRequest) => api.updateClass(item.id, changes));
  const changes = changesOf(draft, item.rules);
  const dirty = Object.keys(changes).length > 0;
  const edit = (next: Partial<Draft>) => {
    setSaved(null);
    setProblem(null);
    save.reset();
    setDraft((current) => ({ ...current, ...next }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = draftProblem(draft);
    setProblem(wrong);
    if (wrong || !dirty) return;
    save.mutate(changes, {
      onSuccess: (stored) => {
        setDraft(draftOf(stored.class.rules));
        setSaved('Rules saved: they apply from the next answer.');
      },
    });
  };
  const length = draft.instructions.length;
  return (
    <form className="card" onSubmit={submit} aria-labelledby="mf-teacher-rules-title" noValidate>
      <div className="card-body">
        <h3 id="mf-teacher-rules-title" className="h5">
          The AI tutor’s rules in this class
        </h3>
        <div className="mb-3">
          <label htmlFor="mf-teacher-instructions" className="form-label fw-semibold">
            Instructions
          </label>
          <textarea
            id="mf-teacher-instructions"
            className="form-control"
            rows={4}
            maxLength={INSTRUCTIONS_MAX}
            value={draft.instructions}
            placeholder="e.g. Year 7 fractions: ask for their working, never give the final answer."
            aria-describedby="mf-teacher-instructions-hint mf-teacher-instructions-count"
            onChange={(event) => edit({ instructions: event.target.value })}
          />
          <div className="d-flex flex-wrap gap-2 form-text">
            <span id="mf-teacher-instructions-hint" className="me-auto">
              Topic, level, what to focus on. Sent to the tutor after the school’s safety rules, never instead
              of them.
            </span>
            <span
              id="mf-teacher-instructions-count"
              className={length >= INSTRUCTIONS_MAX ? 'text-danger' : ''}
            >
              {tokens(length)} / {tokens(INSTRUCTIONS_MAX)} characters
            </span>
          </div>
        </div>

        <div className="form-check form-switch mb-3">
          <input
            id="mf-teacher-guide-only"
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={draft.guideOnly}
            aria-describedby="mf-teacher-guide-only-hint"
            onChange={(event) => edit({ guideOnly: event.target.checked })}
          />
          <label className="form-check-label fw-semibold" htmlFor="mf-teacher-guide-only">
            Hints only
          </label>
          <div id="mf-teacher-guide-only-hint" className="form-text">
            The tutor guides with hints and questions and never writes a full answer (“Guide me” in every
            conversation).
          </div>
        </div>

        <OpenHoursField
          limited={draft.limitedHours}
          slots={draft.slots}
          timeZone={school?.timeZone}
          onChange={(limitedHours, slots) => edit({ limitedHours, slots })}
        />

        <div className="mb-3 col-md-6">
          <label htmlFor="mf-teacher-allowance" className="form-label fw-semibold">
            Daily allowance per student (tokens)
          </label>
          <input
            id="mf-teacher-allowance"
            className="form-control"
            type="number"
            inputMode="numeric"
            min={1}
            max={TOKENS_MAX}
            step={1}
            value={draft.allowance}
            placeholder={school ? `The school’s: ${tokens(school.perStudentTokens)}` : 'The school’s'}
            aria-describedby="mf-teacher-allowance-hint"
            onChange={(event) => edit({ allowance: event.target.value })}
          />
          <div id="mf-teacher-allowance-hint" className="form-text">
            Empty: the school’s allowance
            {school ? ` (${tokens(school.perStudentTokens)} tokens a day)` : ''}.
          </div>
        </div>

        <div aria-live="polite">
          <Alert text={problem ?? problemOf(save.error)} className="py-2" />
          <Alert text={saved} variant="success" className="py-2" />
        </div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || !dirty}>
          {save.isPending ? 'Saving…' : 'Save rules'}
        </button>
        {dirty ? null : <span className="small text-body-secondary ms-2">No unsaved changes.</span>}
      </div>
    </form>
  );
}
