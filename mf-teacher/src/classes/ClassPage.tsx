import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ClassDetailView } from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { problemOf } from '../common/problem';
import { ClassStudents, ClassTeachers } from './ClassPeople';
import { ClassSettings } from './ClassSettings';
import { JoinCodeCard } from './JoinCodeCard';
import { RulesForm } from './RulesForm';
import { TutorPause } from './TutorPause';

/** One class (GET /classes/:id): pause, join code, name, the tutor's rules, teachers and students. */
export function ClassPage() {
  const { id = '' } = useParams();
  const { shell, queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.classDetail(id));
  return (
    <section aria-labelledby="mf-teacher-class-title">
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/classes`} className="small">
        ← All classes
      </ShellLink>
      <Alert text={problemOf(error)} className="py-2 mt-3" />
      {isFetching && !data ? <Loading /> : null}
      {data ? <ClassView key={data.class.id} item={data.class} /> : null}
    </section>
  );
}

function ClassView({ item }: { item: ClassDetailView }) {
  const { shell } = useConsole();
  return (
    <>
      <div className="d-flex flex-wrap gap-2 align-items-center mt-2 mb-3">
        <div className="me-auto">
          <h2 id="mf-teacher-class-title" className="h4 mb-0 mf-teacher-wrap">
            {item.name}
          </h2>
          <p className="small text-body-secondary mb-0 mf-teacher-wrap">
            {item.subject ? `${item.subject} · ` : ''}
            {item.membership === 'admin' ? 'You manage it as an administrator' : 'You teach this class'}
            {item.archived ? ' · ' : ''}
            {item.archived ? <span className="badge text-bg-secondary">Archived</span> : null}
          </p>
        </div>
        <ShellLink
          shell={shell}
          to={`${CONSOLE_BASE}/classes/${item.id}/live`}
          className="btn btn-outline-primary"
        >
          Live view
        </ShellLink>
      </div>
      <TutorPause item={item} />
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <JoinCodeCard item={item} />
        </div>
        <div className="col-12 col-lg-6">
          <ClassSettings item={item} />
        </div>
      </div>
      <div className="mb-3">
        <RulesForm item={item} />
      </div>
      <div className="row g-3">
        <div className="col-12 col-lg-5">
          <ClassTeachers item={item} />
        </div>
        <div className="col-12 col-lg-7">
          <ClassStudents item={item} />
        </div>
      </div>
    </>
  );
}
