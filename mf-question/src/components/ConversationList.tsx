import clockHistory from 'bootstrap-icons/icons/clock-history.svg?raw';
import { Icon } from '@elearning/remote-kit';
import type { ConversationSummary } from '@elearning/contract';
import type { ConversationList as ConversationListState } from '../hooks/useConversationList';
import { MODE_LABELS } from './ModeToggle';
import { TeacherStatusBadge } from '../support/TeacherStatusBadge';

export interface ConversationListProps {
  list: ConversationListState;
  activeId: string | null;
  /** Opening is disabled while an opened one loads. */
  disabled: boolean;
  onOpen(item: ConversationSummary): void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** The student's conversations, latest activity first: title (the first question), turns, last activity. */
export function ConversationList({ list, activeId, disabled, onOpen }: ConversationListProps) {
  const { items, loading, error, hasMore, total } = list;
  return (
    <section className="card shadow-sm mf-question-history" aria-labelledby="mf-question-history-heading">
      <div className="card-header bg-white d-flex align-items-center">
        <h2 id="mf-question-history-heading" className="h5 mb-0 me-auto">
          <Icon svg={clockHistory} className="mf-question-icon text-primary me-2" />
          Your conversations
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
              <span className="mf-question-history-text">{item.title || <em>(empty question)</em>}</span>
              <span
                className={`d-flex flex-wrap align-items-center gap-2 small mt-1${item.id === activeId ? '' : ' text-body-secondary'}`}
              >
                <span>{item.turnCount === 1 ? '1 question' : `${item.turnCount} questions`}</span>
                <span aria-hidden="true">·</span>
                <span>{MODE_LABELS[item.mode]?.label ?? item.mode}</span>
                <TeacherStatusBadge conversationId={item.id} />
              </span>
              {/* On its own line: in the narrow sidebar it would wrap and leave a separator dangling. */}
              <time
                className={`d-block small${item.id === activeId ? '' : ' text-body-secondary'}`}
                dateTime={item.lastActivityAt}
              >
                {formatDate(item.lastActivityAt)}
              </time>
            </button>
          ))}
        </div>
      ) : null}
      {items.length === 0 || error || loading || hasMore ? (
        // Only when there is something to say: an empty body would leave a stray strip.
        <div className="card-body py-2">
          {!loading && !error && items.length === 0 ? (
            <p className="text-body-secondary small mb-0">No conversations yet. Ask your first question!</p>
          ) : null}
          {error ? (
            <div className="alert alert-danger small py-2 mb-2" role="alert">
              {error}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 ms-2 align-baseline"
                onClick={list.refresh}
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
            <button type="button" className="btn btn-outline-primary btn-sm w-100" onClick={list.loadMore}>
              Load more
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
