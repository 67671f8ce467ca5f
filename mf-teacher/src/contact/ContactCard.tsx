import { useState } from 'react';
import type { ContactQueryView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Markdown } from '../common/Markdown';
import { ReplyBox } from '../common/ReplyBox';
import { problemOf } from '../common/useLoad';

interface NotEmailed {
  reason: string;
  mailto: string | null;
}

/**
 * One contact query. Opening it fetches it again (recorded in the access log) with its replies;
 * a reply is stored and emailed when the backend has SMTP, otherwise the card says so and offers
 * the teacher's own mail program.
 */
export function ContactCard({ item }: { item: ContactQueryView }) {
  const { api, changed } = useConsole();
  const [query, setQuery] = useState(item);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notEmailed, setNotEmailed] = useState<NotEmailed | null>(null);
  const [handling, setHandling] = useState(false);

  const toggle = async () => {
    if (open) return setOpen(false);
    setProblem(null);
    try {
      setQuery((await api.contactQuery(query.id)).query);
      setOpen(true);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };
  const markHandled = async () => {
    setHandling(true);
    setProblem(null);
    try {
      setQuery((await api.markHandled(query.id)).query);
      changed();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setHandling(false);
    }
  };
  const reply = async (body: string) => {
    const answer = await api.replyToContact(query.id, body);
    setQuery((current) => ({ ...current, replies: [...current.replies, answer.reply] }));
    setNotEmailed(
      answer.notEmailedReason ? { reason: answer.notEmailedReason, mailto: answer.mailto } : null,
    );
  };
  const titleId = `mf-teacher-contact-${query.id}`;

  return (
    <li className="list-group-item" aria-labelledby={titleId}>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <h3 id={titleId} className="h6 mb-0 mf-teacher-wrap">
          {query.name} <span className="fw-normal text-body-secondary">&lt;{query.email}&gt;</span>
        </h3>
        {query.handledAt ? (
          <span className="badge text-bg-success">Handled</span>
        ) : (
          <span className="badge text-bg-warning">Open</span>
        )}
        {query.accountId ? <span className="badge text-bg-light border">Has an account</span> : null}
        <span className="small text-body-secondary ms-auto">Received {formatWhen(query.createdAt)}</span>
      </div>
      <p className="mb-2 mt-1 mf-teacher-message">{query.message || <em>(no message)</em>}</p>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={open}
          onClick={() => void toggle()}
        >
          {open ? 'Close' : 'Open and reply'}
        </button>
        {query.handledAt ? null : (
          <button
            type="button"
            className="btn btn-outline-success btn-sm"
            disabled={handling}
            onClick={() => void markHandled()}
          >
            Mark as handled
          </button>
        )}
      </div>
      <Alert text={problem} className="py-2 mt-2 mb-0" />
      {open ? (
        <div className="mt-3">
          {query.replies.map((reply) => (
            <article key={reply.id} className="card card-body mb-2">
              <p className="small text-body-secondary mb-2">
                Reply by {reply.teacherName} · {formatWhen(reply.createdAt)} ·{' '}
                {reply.emailed ? 'emailed' : 'not emailed'}
              </p>
              <Markdown text={reply.body} />
            </article>
          ))}
          {notEmailed ? (
            <div className="alert alert-warning py-2" role="status">
              {notEmailed.reason}.{' '}
              {notEmailed.mailto ? (
                <a href={notEmailed.mailto} className="alert-link">
                  Send it from your mail program
                </a>
              ) : null}
              {query.accountId ? ' The student also sees it in the app.' : ''}
            </div>
          ) : null}
          <ReplyBox label={`Reply to ${query.name}`} send={reply} />
        </div>
      ) : null}
    </li>
  );
}
