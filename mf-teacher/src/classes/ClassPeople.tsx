import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ClassDetailView } from '@elearning/contract';
import { Alert, FormField } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { StackedCell } from '../common/StackedCell';
import { problemOf } from '../common/problem';
import { ConfirmAction } from './ConfirmAction';
import { count } from './labels';
import { useClassRemoval, useClassWrite } from './useClassWrite';

/** The class's teachers: add a co-teacher by email, remove one (never the last). */
export function ClassTeachers({ item }: { item: ClassDetailView }) {
  const { shell, api, queries } = useConsole();
  const { data: me } = useQuery(queries.me());
  const [email, setEmail] = useState('');
  const add = useClassWrite(item.id, (address: string) => api.addClassTeacher(item.id, address));
  const remove = useClassRemoval(item.id, (userId: string) => api.removeClassTeacher(item.id, userId));
  const last = item.teachers.length <= 1;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email.trim(), { onSuccess: () => setEmail('') });
  };
  const removeTeacher = async (userId: string) => {
    await remove.mutateAsync(userId);
    // Without this class any more (unless an admin): back to the list.
    if (userId === me?.user.id && me.user.role !== 'admin') shell.navigate(`${CONSOLE_BASE}/classes`);
  };
  return (
    <section className="card h-100" aria-labelledby="mf-teacher-teachers-title">
      <div className="card-body">
        <h3 id="mf-teacher-teachers-title" className="h5">
          Teachers
        </h3>
        <ul className="list-unstyled mb-3">
          {item.teachers.map((teacher) => (
            <li key={teacher.id} className="d-flex flex-wrap gap-2 align-items-start py-1 border-bottom">
              <div className="flex-grow-1 mf-teacher-wrap">
                {teacher.name}
                {teacher.id === me?.user.id ? <span className="text-body-secondary"> (you)</span> : null}
                {teacher.email ? (
                  <span className="d-block small text-body-secondary">{teacher.email}</span>
                ) : null}
              </div>
              {last ? null : (
                <ConfirmAction
                  label="Remove"
                  subject={teacher.name}
                  question={
                    teacher.id === me?.user.id
                      ? 'Leave this class? You will no longer see it or its students.'
                      : `Remove ${teacher.name} from the class's teachers?`
                  }
                  yes="Yes, remove"
                  pendingText="Removing…"
                  run={() => removeTeacher(teacher.id)}
                />
              )}
            </li>
          ))}
        </ul>
        {last ? (
          <p className="small text-body-secondary">A class always keeps at least one teacher.</p>
        ) : null}
        <form className="row g-2 align-items-end" onSubmit={submit}>
          <FormField
            id="mf-teacher-co-teacher"
            label="Add a co-teacher (their email)"
            className="col-12 col-sm-8"
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <div className="col-12 col-sm-4">
            <button type="submit" className="btn btn-outline-primary w-100" disabled={add.isPending}>
              {add.isPending ? 'Adding…' : 'Add teacher'}
            </button>
          </div>
        </form>
        <Alert text={problemOf(add.error)} className="py-2 mt-2 mb-0" />
      </div>
    </section>
  );
}

/** The class's students, by name: remove one (asks first; their questions stay). */
export function ClassStudents({ item }: { item: ClassDetailView }) {
  const { api } = useConsole();
  const remove = useClassRemoval(item.id, (userId: string) => api.removeClassStudent(item.id, userId));
  const students = item.students ?? [];
  return (
    <section className="card h-100" aria-labelledby="mf-teacher-class-students-title">
      <div className="card-body">
        <h3 id="mf-teacher-class-students-title" className="h5">
          Students{' '}
          <span className="text-body-secondary fw-normal fs-6">({count(students.length, 'student')})</span>
        </h3>
        {students.length === 0 ? (
          <p className="text-body-secondary mb-0">No students yet: they join with the code.</p>
        ) : (
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0 mf-teacher-stacked">
              <caption className="visually-hidden">Students in the class, by name</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Joined</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {students.map((student) => (
                  <tr key={student.id}>
                    <StackedCell label="Name">
                      {student.name}
                      {student.email ? (
                        <span className="d-block small text-body-secondary">{student.email}</span>
                      ) : null}
                    </StackedCell>
                    <StackedCell label="Joined">{formatWhen(student.joinedAt)}</StackedCell>
                    <StackedCell className="mf-teacher-actions">
                      <ConfirmAction
                        label="Remove"
                        subject={student.name}
                        question={`Remove ${student.name} from the class? Their questions stay; they can join again while the code works.`}
                        yes="Yes, remove"
                        pendingText="Removing…"
                        run={() => remove.mutateAsync(student.id)}
                      />
                    </StackedCell>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
