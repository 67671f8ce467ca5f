import { useQuery } from '@tanstack/react-query';
import type { ClassSummaryView } from '@elearning/contract';
import { useConsole } from './console-context';

/**
 * The classes the console's lists can be narrowed to (GET /classes, the Classes area's query): a
 * teacher's own, archived ones too (their students stay in the teacher's lists); every class for
 * an admin. `classes` is undefined until both the classes and the role are known.
 */
export function useConsoleClasses(): { classes: ClassSummaryView[] | undefined; isAdmin: boolean } {
  const { queries } = useConsole();
  const { data } = useQuery(queries.classes());
  const { data: me, isPending: roleUnknown } = useQuery(queries.me());
  return { classes: roleUnknown ? undefined : data?.classes, isAdmin: me?.user.role === 'admin' };
}

/**
 * A console list's URL query (?classId=&student=&page=): values that are undefined or empty left
 * out, and page 1 (the first page is the list's address without a page).
 */
export function listSearch(values: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '' && !(name === 'page' && value === 1))
      search.set(name, String(value));
  }
  return search;
}

/**
 * "Class: All my classes / <a class>" (an admin: "All students / <any class>") above a console
 * list; the page keeps the choice in its URL (?classId=) and sends it with the list's read
 * (ClassScopedPageQuery). Not shown while the teacher has no class.
 */
export function ClassPicker({
  id,
  value,
  onChange,
}: {
  /** The select's id, unique on the page. */
  id: string;
  value: string | undefined;
  onChange(classId: string | undefined): void;
}) {
  const { classes, isAdmin } = useConsoleClasses();
  if (!classes || classes.length === 0) return null;
  // A class in the URL that is not in the list (removed from it since): named as such, and the
  // backend's "Class not found" is shown by the page.
  const unknown = value !== undefined && !classes.some((item) => item.id === value);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <label htmlFor={id} className="form-label mb-0 fw-semibold">
        Class
      </label>
      <select
        id={id}
        className="form-select w-auto mw-100"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{isAdmin ? 'All students' : 'All my classes'}</option>
        {classes.map((item) => (
          <option key={item.id} value={item.id}>
            {item.archived ? `${item.name} (archived)` : item.name}
          </option>
        ))}
        {unknown ? <option value={value}>A class not in your list</option> : null}
      </select>
    </div>
  );
}
