import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassSummaryView } from '@elearning/contract';
import { Alert, FormField, ShellLink } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { problemOf } from '../common/problem';
import { count, spacedCode } from './labels';

/**
 * The classes this teacher teaches (an admin: every class), active ones first, archived ones
 * marked; and a form to create one, which then opens the new class with its join code.
 */
export function ClassesPage() {
  const { queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.classes());
  const { data: me } = useQuery(queries.me());
  const isAdmin = me?.user.role === 'admin';
  return (
    <section aria-labelledby="mf-teacher-classes-title">
      <h2 id="mf-teacher-classes-title" className="h4 mb-1">
        Classes
      </h2>
      <p className="small text-body-secondary">
        {isAdmin ? 'Every class of the school.' : 'The classes you teach.'} Students join a class with its
        code; in each class you set what the AI tutor may do and can watch it live.
      </p>
      <CreateClassForm />
      <h3 className="h5 mt-4">{isAdmin ? 'All classes' : 'Your classes'}</h3>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.classes.length === 0 ? (
        <p className="text-body-secondary">No classes yet: create the first one above.</p>
      ) : null}
      {data && data.classes.length > 0 ? (
        <ul className="list-group mf-teacher-list" aria-label={isAdmin ? 'All classes' : 'Your classes'}>
          {data.classes.map((item) => (
            <ClassItem key={item.id} item={item} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ClassItem({ item }: { item: ClassSummaryView }) {
  const { shell } = useConsole();
  return (
    // An archived class is told by its badge: the light row's grey under the blue link fell short of
    // the contrast the console keeps (axe color-contrast, 4.38:1).
    <li className="list-group-item">
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <ShellLink
          shell={shell}
          to={`${CONSOLE_BASE}/classes/${item.id}`}
          className="fw-semibold mf-teacher-wrap"
        >
          {item.name}
        </ShellLink>
        {item.subject ? <span className="text-body-secondary mf-teacher-wrap">{item.subject}</span> : null}
        {item.archived ? <span className="badge text-bg-secondary">Archived</span> : null}
        {!item.archived && !item.joiningEnabled ? (
          <span className="badge text-bg-light border">Joining off</span>
        ) : null}
        {item.membership === 'admin' ? (
          <span className="badge text-bg-light border">Not your class</span>
        ) : null}
        {item.joinCode && item.joiningEnabled && !item.archived ? (
          <span className="ms-md-auto small">
            Code <span className="font-monospace fw-semibold">{spacedCode(item.joinCode)}</span>
          </span>
        ) : null}
      </div>
      <div className="small text-body-secondary mf-teacher-wrap">
        {item.school ? `${item.school} · ` : ''}
        {item.studentCount === null ? '' : `${count(item.studentCount, 'student')} · `}
        {item.teacherNames.length > 0 ? `Taught by ${item.teacherNames.join(', ')}` : 'No teacher'}
      </div>
    </li>
  );
}

/** Name (required) and subject (optional); the backend's words when it refuses. */
function CreateClassForm() {
  const { shell, api } = useConsole();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [subject, setSubject] = useState('');
  const create = useMutation({
    mutationFn: () =>
      api.createClass({ name: name.trim(), ...(subject.trim() ? { subject: subject.trim() } : {}) }),
    onSuccess: (created) => {
      queryClient.setQueryData(teacherKeys.classes.detail(created.class.id), created);
      void queryClient.invalidateQueries({ queryKey: teacherKeys.classes.list });
      shell.notify(
        `Class “${created.class.name}” created. Its join code is ${spacedCode(created.class.joinCode ?? '')}.`,
        'success',
      );
      shell.navigate(`${CONSOLE_BASE}/classes/${created.class.id}`);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <form className="card card-body" onSubmit={submit} aria-labelledby="mf-teacher-new-class-title">
      <h3 id="mf-teacher-new-class-title" className="h5">
        New class
      </h3>
      <div className="row g-2 align-items-end">
        <FormField
          id="mf-teacher-class-name"
          label="Name"
          className="col-12 col-md-5"
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Maths 7B"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormField
          id="mf-teacher-class-subject"
          label="Subject (optional)"
          className="col-12 col-md-4"
          required={false}
          maxLength={100}
          autoComplete="off"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <div className="col-12 col-md-3">
          <button type="submit" className="btn btn-primary w-100" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create class'}
          </button>
        </div>
      </div>
      <Alert text={problemOf(create.error)} className="py-2 mt-3 mb-0" />
    </form>
  );
}
