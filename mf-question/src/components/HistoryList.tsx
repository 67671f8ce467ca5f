import clockHistory from 'bootstrap-icons/icons/clock-history.svg?raw';
import { Icon } from '@elearning/remote-kit';
import type { QuestionView } from '@elearning/contract';
import type { QuestionHistory } from '../hooks/useQuestionHistory';
import { STATUS_LABELS } from './statusLabels';
import { TeacherStatusBadge } from '../support/TeacherStatusBadge';

export interface HistoryListProps {
  history: QuestionHistory;
  activeId: string | null;
  /** Opening is disabled while an answer streams or an opened one loads. */
  disabled: boolean;
  onOpen(item: QuestionView): void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The student's past questions, newest first; each opens its saved answer. */
export function HistoryList({ history, activeId, disabled, onOpen }: HistoryListProps) {
  const { items, loading, error, hasMore, total } = history;
  return (
    <section className="card shadow-sm mf-question-history" aria-labelledby="mf-question-history-heading">
      <div className="card-header bg-white d-flex align-items-center">
        <h2 id="mf-question-history-heading" className="h5 mb-0 me-auto">
          <Icon svg={clockHistory} className="mf-question-icon text-primary me-2" />
          Your questions
        </h2>
        {total > 0 ? <span className="badge rounded-pill text-bg-light">{total}</span> : null}
      </div>
      {items.length > 0 ? (
        <div className="list-group list-group-flush">
          {items.map((item) => (
            <button
              key={item.id}
              type="button"
              className={`list-group-item list-group-item-action${item.id === activeId ? ' active' : ''}`}
              onClick={() => onOpen(item)}
              disabled={disabled}
              aria-current={item.id === activeId ? 'true' : undefined}
            >
              <span className="mf-question-history-text">{item.userQues || <em>(empty question)</em>}</span>
              <span className="d-flex align-items-center gap-2 small mt-1">
                <span className={`badge ${STATUS_LABELS[item.status].badge}`}>
                  {STATUS_LABELS[item.status].text}
                </span>
                <TeacherStatusBadge questionId={item.id} />
                <span className={item.id === activeId ? '' : 'text-body-secondary'}>
                  {formatDate(item.createdAt)}
                </span>
              </span>
            </button>
          ))}
        </div>
      ) : null}
      {/* Only when there is something to say: an empty body would leave a stray strip. */}
      {loading || error || hasMore || items.length === 0 ? (
        <div className="card-body py-2">
          {!loading && !error && items.length === 0 ? (
            <p className="text-body-secondary small mb-0">No questions yet. Ask your first one!</p>
          ) : null}
          {error ? (
            <div className="alert alert-danger small py-2 mb-2" role="alert">
              {error}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                onClick={history.refresh}
              >
                Try again
              </button>
            </div>
          ) : null}
          {loading ? (
            <p className="text-body-secondary small mb-0" role="status">
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Loading…
            </p>
          ) : null}
          {hasMore && !loading ? (
            <button type="button" className="btn btn-outline-primary btn-sm w-100" onClick={history.loadMore}>
              Load more
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
