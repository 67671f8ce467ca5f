import { useId, useState } from 'react';
import people from 'bootstrap-icons/icons/people.svg?raw';
import type { JoinedClassView } from '@elearning/contract';
import { Icon } from '@elearning/remote-kit';
import type { ClassesApi } from '../api/classesApi';
import { JoinClassForm } from './JoinClassForm';
import type { ClassesState } from './useClasses';

/** What the page says after a join (and the join page's notice). */
export const joinedText = ({ name, alreadyMember }: Pick<JoinedClassView, 'name' | 'alreadyMember'>) =>
  alreadyMember ? `You are already in ${name}` : `You joined ${name}`;

/** "My classes": the classes the student is in, and "Join a class" with the code from the teacher. */
export function MyClasses({
  classes: state,
  classesApi,
  onJoined,
}: {
  classes: ClassesState;
  classesApi: ClassesApi;
  onJoined(joinedClass: JoinedClassView): void;
}) {
  const id = useId();
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<string | null>(null);
  const { classes, loading, error } = state;
  return (
    <section className="card shadow-sm mb-4 mf-question-classes" aria-labelledby={`${id}-heading`}>
      <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
        <h2 id={`${id}-heading`} className="h5 mb-0 me-auto">
          <Icon svg={people} className="mf-question-icon text-primary me-2" />
          My classes
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-expanded={joining}
          aria-controls={`${id}-join`}
          onClick={() => {
            setJoining(!joining);
            setJoined(null);
          }}
        >
          Join a class
        </button>
      </div>
      {joining ? (
        <div id={`${id}-join`} className="card-body border-bottom">
          <JoinClassForm
            classesApi={classesApi}
            onJoined={(joinedClass) => {
              setJoining(false);
              setJoined(joinedText(joinedClass));
              onJoined(joinedClass);
            }}
          />
        </div>
      ) : null}
      {/* Always in the page, so the message is announced when it appears. */}
      <div role="status" className={joined ? 'card-body pb-0' : undefined}>
        {joined ? <p className="alert alert-success py-2 mb-0 small">{joined}</p> : null}
      </div>
      {classes.length > 0 ? (
        <ul className="list-group list-group-flush">
          {classes.map((item) => (
            <li key={item.id} className="list-group-item">
              <span className="d-block fw-semibold mf-question-class-name">{item.name}</span>
              {item.subject || item.teacherNames.length > 0 ? (
                <span className="d-block small text-body-secondary">
                  {[item.subject, item.teacherNames.join(', ')].filter(Boolean).join(' · ')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : loading ? null : (
        <div className="card-body py-2">
          <p className="text-body-secondary small mb-0">
            {error
              ? 'Your classes cannot be shown right now.'
              : 'You are not in a class yet: join one with the code your teacher gives you.'}
          </p>
        </div>
      )}
    </section>
  );
}
