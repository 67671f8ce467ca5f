import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { ClassLiveStudent } from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { Loading } from '../common/Loading';
import { problemOf } from '../common/problem';
import { count, LIVE_STATUS, STUCK_REASONS } from './labels';

/** How often the live view asks again (GET /classes/:id/live). */
export const LIVE_REFRESH_MS = 5_000;

/** The time now, every second: "updated 3 seconds ago" counts up between reads. */
function useNow(everyMs = 1_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

const ago = (ms: number) => {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${count(seconds, 'second')} ago`;
  return `${count(Math.floor(seconds / 60), 'minute')} ago`;
};

/**
 * The class now: who asked in the last minutes, each student's latest question and its status,
 * "Ask a teacher" requests waiting, and who seems stuck; newest activity first, read again every
 * 5 seconds. A question opens the console's question page (recorded in the access log).
 */
export function ClassLivePage() {
  const { id = '' } = useParams();
  const { shell, queries } = useConsole();
  const { data, error, isFetching, dataUpdatedAt } = useQuery({
    ...queries.classLive(id),
    refetchInterval: LIVE_REFRESH_MS,
  });
  const now = useNow();
  const students = data
    ? [...data.students].sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
    : [];
  const waiting = students.reduce((sum, student) => sum + student.waitingEscalations, 0);
  const stuck = students.filter((student) => student.stuck !== null).length;
  return (
    <section aria-labelledby="mf-teacher-live-title">
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/classes/${id}`} className="small">
        ← Back to the class
      </ShellLink>
      <div className="d-flex flex-wrap gap-2 align-items-baseline mt-2 mb-2">
        <h2 id="mf-teacher-live-title" className="h4 mb-0 me-auto mf-teacher-wrap">
          Live{data ? `: ${data.className}` : ''}
        </h2>
        {data ? (
          <span className="small text-body-secondary" data-testid="live-updated">
            <span className="mf-teacher-live-dot" aria-hidden="true" /> Updated {ago(now - dataUpdatedAt)}
            {isFetching ? ' · updating…' : ''}
          </span>
        ) : null}
      </div>
      {data ? (
        <p className="small text-body-secondary" aria-live="polite">
          Last {data.windowMinutes} minutes: {count(students.length, 'student')} active ·{' '}
          {count(waiting, 'request')} waiting for a teacher · {stuck} {stuck === 1 ? 'seems' : 'seem'} stuck.
          Opening a question is recorded in the access log.
        </p>
      ) : null}
      {/* A failed read keeps the last answer on screen; the next one is tried in 5 seconds. */}
      <Alert
        text={problemOf(error) && data ? `Could not update: ${problemOf(error)}` : problemOf(error)}
        variant={data ? 'warning' : 'danger'}
      />
      {isFetching && !data && !error ? <Loading /> : null}
      {data && students.length === 0 ? (
        <p className="text-body-secondary">Nobody has asked in the last {data.windowMinutes} minutes.</p>
      ) : null}
      {students.length > 0 ? (
        <ul className="list-group" aria-label="Students, newest activity first">
          {students.map((student) => (
            <LiveStudent key={student.id} student={student} now={now} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function LiveStudent({ student, now }: { student: ClassLiveStudent; now: number }) {
  const { shell } = useConsole();
  const question = student.latestQuestion;
  return (
    <li
      className={`list-group-item ${student.stuck || student.waitingEscalations > 0 ? 'mf-teacher-live-attention' : ''}`}
    >
      <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
        <span className="fw-semibold mf-teacher-wrap">{student.name}</span>
        {student.stuck ? (
          <span className="badge text-bg-danger">Seems stuck: {STUCK_REASONS[student.stuck]}</span>
        ) : null}
        {student.waitingEscalations > 0 ? (
          <span className="badge text-bg-warning">
            {student.waitingEscalations === 1
              ? 'Waiting for a teacher'
              : `${student.waitingEscalations} requests waiting for a teacher`}
          </span>
        ) : null}
        <span className="small text-body-secondary ms-auto">
          {count(student.questionsInWindow, 'question')} · active{' '}
          {ago(now - Date.parse(student.lastActivityAt))}
        </span>
      </div>
      {question ? (
        <div className="d-flex flex-wrap gap-2 align-items-baseline">
          <ShellLink
            shell={shell}
            to={`${CONSOLE_BASE}/questions/${question.id}`}
            className="mf-teacher-question-link me-auto"
          >
            {question.text}
          </ShellLink>
          <span className="badge text-bg-light border">AI: {LIVE_STATUS[question.status]}</span>
        </div>
      ) : (
        <p className="small text-body-secondary mb-0">No question in this class yet.</p>
      )}
    </li>
  );
}
