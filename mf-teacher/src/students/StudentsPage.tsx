import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, FormField, ShellLink } from '@elearning/remote-kit';
import { ClassPicker, listSearch } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { Pager } from '../common/Pager';
import { problemOf } from '../common/problem';
import { schoolText, tokens, usageText } from './usage';

/**
 * The AI tutor use today of the teacher's students (an admin: every student), or of the class
 * picked, most first (?classId=&student=<name or email>&page=).
 */
export function StudentsPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const classId = params.get('classId') ?? undefined;
  const student = params.get('student') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const [search, setSearch] = useState(student ?? '');
  const { data, error, isFetching } = useQuery(queries.studentsUsage({ student, classId, page }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(listSearch({ classId, student: search }));
  };
  return (
    <section aria-labelledby="mf-teacher-students-title">
      <h2 id="mf-teacher-students-title" className="h4 mb-1">
        Students
      </h2>
      <p className="small text-body-secondary">
        {data ? schoolText(data.school) : 'Each student’s AI tutor use today.'} Open a student to raise their
        quota for today, create a password reset link or see their last security events.
      </p>
      <ClassPicker
        id="mf-teacher-students-class"
        value={classId}
        onChange={(next) => setParams(listSearch({ classId: next, student }))}
      />
      <form
        className="row g-2 align-items-end mb-3"
        role="search"
        aria-label="Find a student"
        onSubmit={submit}
      >
        <FormField
          id="mf-teacher-students-search"
          label="Student (name or email)"
          className="col-12 col-md-5"
          type="search"
          required={false}
          maxLength={254}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-outline-primary w-100">
            Find
          </button>
        </div>
      </form>
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="text-body-secondary">No students found.</p> : null}
      {data && data.items.length > 0 ? (
        <div className="table-responsive">
          <table className="table table-sm align-middle">
            <caption className="visually-hidden">AI tutor tokens used today, most first</caption>
            <thead>
              <tr>
                <th scope="col">Student</th>
                <th scope="col">Used today</th>
                <th scope="col">Raised today</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((usage) => (
                <tr key={usage.student.id}>
                  <td className="mf-teacher-wrap">
                    <ShellLink shell={shell} to={`${CONSOLE_BASE}/students/${usage.student.id}`}>
                      {usage.student.name}
                    </ShellLink>{' '}
                    <span className="d-block text-body-secondary small">{usage.student.email}</span>
                  </td>
                  <td>{usageText(usage)}</td>
                  <td>{usage.extraTokens > 0 ? tokens(usage.extraTokens) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data ? (
        <Pager
          label="Student pages"
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPage={(next) => setParams(listSearch({ classId, student, page: next }))}
        />
      ) : null}
    </section>
  );
}
