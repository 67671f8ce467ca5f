import type { ClassesState } from './useClasses';

/**
 * Which class a new question goes to, for a student in several (its teachers' rules apply to the
 * conversation). Nothing for a student in one class or none: the backend needs no choice then.
 */
export function ClassPicker({ classes: { classes, chosen, choose } }: { classes: ClassesState }) {
  if (classes.length < 2 || !chosen) return null;
  return (
    <div className="mb-3 mf-question-class-picker">
      <label htmlFor="mf-question-class" className="form-label fw-semibold">
        Class
      </label>
      <select
        id="mf-question-class"
        className="form-select"
        aria-describedby="mf-question-class-hint"
        value={chosen.id}
        onChange={(event) => choose(event.target.value)}
      >
        {classes.map((item) => (
          <option key={item.id} value={item.id}>
            {item.subject ? `${item.name} (${item.subject})` : item.name}
          </option>
        ))}
      </select>
      <p id="mf-question-class-hint" className="form-text mb-0">
        A new question goes to this class: its teachers can see it and set what the tutor does.
      </p>
    </div>
  );
}
