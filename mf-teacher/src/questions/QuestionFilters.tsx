import { useState, type FormEvent } from 'react';
import { FormField } from '@elearning/remote-kit';
import type { EscalationFilter, QuestionStatus } from '@elearning/contract';
import type { QuestionFilters } from '../api/teacherApi';
import { STATUS_LABELS } from './labels';

const ESCALATION_OPTIONS = [
  ['any', 'All questions'],
  ['escalated', 'Escalated'],
  ['waiting', 'Waiting for a teacher'],
  ['answered', 'Answered by a teacher'],
  ['none', 'Not escalated'],
] as const;

/** The questions list's filters; applied on submit (the text fields) or on change (the selects). */
export function QuestionFiltersForm({
  filters,
  onChange,
}: {
  filters: QuestionFilters;
  onChange(filters: QuestionFilters): void;
}) {
  const [student, setStudent] = useState(filters.student ?? '');
  const [q, setQ] = useState(filters.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, student, q });
  };
  return (
    <form
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label="Filter questions"
      onSubmit={submit}
    >
      <div className="col-12 col-md-3">
        <label htmlFor="mf-teacher-escalation" className="form-label">
          Escalation
        </label>
        <select
          id="mf-teacher-escalation"
          className="form-select"
          value={filters.escalation ?? 'any'}
          onChange={(event) =>
            onChange({ ...filters, escalation: event.target.value as EscalationFilter, student, q })
          }
        >
          {ESCALATION_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-2">
        <label htmlFor="mf-teacher-status" className="form-label">
          AI answer
        </label>
        <select
          id="mf-teacher-status"
          className="form-select"
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: (event.target.value || undefined) as QuestionStatus | undefined,
              student,
              q,
            })
          }
        >
          <option value="">Any status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FormField
        id="mf-teacher-student"
        label="Student (name or email)"
        className="col-12 col-md-3"
        required={false}
        maxLength={254}
        value={student}
        onChange={(event) => setStudent(event.target.value)}
      />
      <FormField
        id="mf-teacher-search"
        label="Text in question or answer"
        className="col-12 col-md-3"
        type="search"
        required={false}
        maxLength={200}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <div className="col-12 col-md-1">
        <button type="submit" className="btn btn-primary w-100">
          Filter
        </button>
      </div>
    </form>
  );
}
