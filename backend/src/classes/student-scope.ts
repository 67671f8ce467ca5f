/**
 * Which students a console request may see (docs/classes.md): a teacher sees the students of the
 * classes they teach (one class when the console's class picker names it); an admin sees every
 * student (teacherId null). Stores add `studentInScope` to their statements.
 */
export interface StudentScope {
  /** null: an admin, every student. */
  teacherId: string | null;
  /** null: every class in the teacher's scope. */
  classId: string | null;
}

/** An admin with no class picked: every student. */
export const EVERY_STUDENT: StudentScope = { teacherId: null, classId: null };

/**
 * A condition on the student id column `student`, with `teacher` and `klass` the statement's
 * parameters (e.g. '$9', '$10') holding the scope's teacherId and classId, each NULL-able: a fixed
 * fragment, never built from values (class_students_user_idx, class_teachers' primary key).
 */
export function studentInScope(student: string, teacher: string, klass: string): string {
  return `((${teacher}::uuid IS NULL OR EXISTS (
             SELECT 1 FROM class_students sm JOIN class_teachers st ON st.class_id = sm.class_id
              WHERE sm.user_id = ${student} AND sm.ended_at IS NULL AND st.user_id = ${teacher}::uuid))
       AND (${klass}::uuid IS NULL OR EXISTS (
             SELECT 1 FROM class_students sc
              WHERE sc.user_id = ${student} AND sc.class_id = ${klass}::uuid AND sc.ended_at IS NULL)))`;
}

/** An admin with no class picked: every student, also the rows of accounts deleted since. */
export const isWholeSchool = (scope: StudentScope): boolean => scope.teacherId === null && scope.classId === null;

/**
 * A condition that `student` (a column) is one of the scope's students, `teacher` and `klass` the
 * statement's parameters: the students are read once per statement into an array (an InitPlan), so
 * Postgres looks each one up by an index that leads with the student (a few hundred entries for a
 * teacher of 5 classes) instead of testing the scope row by row along a walk of a big table. Not for
 * the whole school (isWholeSchool): there the caller leaves the condition out.
 */
export const studentAmongScope = (student: string, teacher: string, klass: string): string =>
  `${student} = ANY(ARRAY(SELECT u.id FROM users u WHERE ${studentInScope('u.id', teacher, klass)}))`;

/**
 * A condition on a conversation's class column `klassColumn` (NULL: none): a teacher's scope holds
 * the conversations of the classes they teach, an admin's every one (also those in no class).
 * What "Ask a teacher" reaches: the teachers of the conversation's class, else the admins.
 */
export function conversationInScope(klassColumn: string, teacher: string, klass: string): string {
  return `((${klass}::uuid IS NULL OR ${klassColumn} = ${klass}::uuid)
       AND (${teacher}::uuid IS NULL OR EXISTS (
             SELECT 1 FROM class_teachers ct WHERE ct.class_id = ${klassColumn} AND ct.user_id = ${teacher}::uuid)))`;
}

/** The scope's two parameters, in the order `studentInScope` takes them. */
export const scopeParams = (scope: StudentScope): [string | null, string | null] => [
  scope.teacherId,
  scope.classId,
];
