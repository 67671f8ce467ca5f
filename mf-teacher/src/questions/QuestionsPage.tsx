import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert, ShellLink } from '@elearning/remote-kit';
import type { QuestionFilters } from '../api/teacherApi';
import { ClassPicker } from '../common/ClassPicker';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { KeysetPager } from '../common/KeysetPager';
import { problemOf } from '../common/problem';
import { NoClassesNotice } from './NoClassesNotice';
import { QuestionFiltersForm } from './QuestionFilters';
import { ESCALATION_LABELS, FEEDBACK_LABELS, STATUS_LABELS } from './labels';

const FILTER_KEYS = ['classId', 'escalation', 'status', 'student', 'q', 'after'] as const;

/**
 * The questions of the teacher's students (an admin: every student's), or of the one class picked:
 * escalated and waiting first, then newest; the class, the filters and the page (the cursor the
 * backend gave for it, and its number for the reader) live in the URL (common/KeysetPager.tsx).
 */
export function QuestionsPage() {
  const { shell, queries } = useConsole();
  const [params, setParams] = useSearchParams();
  const filters: QuestionFilters = {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])),
    page: Number(params.get('page')) || 1,
  };
  const { data, error, isFetching, isPlaceholderData } = useQuery(queries.questions(filters));

  const applyFilters = (next: QuestionFilters) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(next)) {
      if (value !== undefined && value !== '' && value !== 'any' && !(name === 'page' && value === 1))
        search.set(name, String(value));
    }
    setParams(search);
  };
  const startOver = (next: QuestionFilters) => applyFilters({ ...next, page: 1, after: undefined });

  return (
    <section aria-labelledby="mf-teacher-questions-title">
      <h2 id="mf-teacher-questions-title" className="h4 mb-3">
        Questions
      </h2>
      <NoClassesNotice />
      <ClassPicker
        id="mf-teacher-questions-class"
        value={filters.classId}
        onChange={(classId) => startOver({ ...filters, classId })}
      />
      <QuestionFiltersForm filters={filters} onChange={startOver} />
      <Alert text={problemOf(error)} />
      {isFetching && !data ? <Loading /> : null}
      {data && data.items.length === 0 ? <p className="text-body-secondary">No questions match.</p> : null}
      {data && data.items.length > 0 ? (
        <ul className="list-group mf-teacher-list" aria-busy={isFetching}>
          {data.items.map((item) => (
            <li key={item.id} className="list-group-item">
              <div className="d-flex flex-wrap gap-2 align-items-center mb-1">
                {item.escalation ? (
                  <span className={`badge ${ESCALATION_LABELS[item.escalation].badge}`}>
                    {ESCALATION_LABELS[item.escalation].text}
                  </span>
                ) : null}
                <span className="badge text-bg-light border">AI: {STATUS_LABELS[item.status]}</span>
                {item.incorrect ? <span className="badge text-bg-danger">Marked incorrect</span> : null}
                {item.feedback ? (
                  <span className={`badge ${FEEDBACK_LABELS[item.feedback].badge}`}>
                    {FEEDBACK_LABELS[item.feedback].text}
                  </span>
                ) : null}
                {item.replyCount > 0 ? (
                  <span className="badge text-bg-info">
                    {item.replyCount} {item.replyCount === 1 ? 'reply' : 'replies'}
                  </span>
                ) : null}
                <span className="small text-body-secondary ms-auto">{formatWhen(item.createdAt)}</span>
              </div>
              <ShellLink
                shell={shell}
                to={`${CONSOLE_BASE}/questions/${item.id}`}
                className="fw-semibold mf-teacher-question-link"
              >
                {item.userQues}
              </ShellLink>
              <div className="small text-body-secondary mf-teacher-wrap">
                {item.student.name} · {item.student.email}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <KeysetPager
          label="Questions pages"
          position={{ page: filters.page ?? 1, after: filters.after }}
          nextCursor={data.nextCursor}
          busy={isPlaceholderData}
          total={data.total}
          totalCapped={data.totalCapped}
          noun="questions"
          onPage={(next) => applyFilters({ ...filters, ...next })}
        />
      ) : null}
    </section>
  );
}
