import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ContactInboxResponse, ContactQueryResponse, ContactQueryView } from '@elearning/contract';
import { Alert } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Markdown } from '../common/Markdown';
import { problemOf } from '../common/problem';
import { ReplyBox } from '../common/ReplyBox';

/**
 * A contact query as the backend stored it after a write: in its own entry and in every inbox page
 * holding it, so the card shows it at once and stays in the list it is in (a handled query leaves
 * the open list the next time the list is shown, not under the teacher's pointer).
 */
function storeContactQuery(queryClient: QueryClient, query: ContactQueryView) {
  queryClient.setQueryData<ContactQueryResponse>(
    teacherKeys.contact.query(query.id),
    (stored) => stored && { ...stored, query },
  );
  queryClient.setQueriesData<ContactInboxResponse>(
    { queryKey: teacherKeys.contact.inboxes },
    (page) => page && { ...page, items: page.items.map((item) => (item.id === query.id ? query : item)) },
  );
  void queryClient.invalidateQueries({ queryKey: teacherKeys.contact.inboxes, refetchType: 'none' });
}

/**
 * One contact query. Opening it fetches it again (recorded in the access log) with its replies;
 * a reply is stored and emailed when the backend has SMTP, otherwise the card says so and offers
 * the teacher's own mail program.
 */
export function ContactCard({ item }: { item: ContactQueryView }) {
  const { api, queries } = useConsole();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [openProblem, setOpenProblem] = useState<string | null>(null);
  // Filled by opening the card (below), never fetched on its own.
  const { data: opened } = useQuery({ ...queries.contactQuery(item.id), enabled: false });
  const query = (open && opened?.query) || item;

  const markHandled = useMutation({
    mutationFn: () => api.markHandled(item.id),
    onSuccess: (answer) => {
      storeContactQuery(queryClient, answer.query);
      void queryClient.invalidateQueries({ queryKey: teacherKeys.overview });
    },
  });
  const reply = useMutation({
    mutationFn: (body: string) => api.replyToContact(item.id, body),
    onSuccess: (answer) => {
      const stored = queryClient.getQueryData<ContactQueryResponse>(teacherKeys.contact.query(item.id));
      const current = stored?.query ?? item;
      storeContactQuery(queryClient, { ...current, replies: [...current.replies, answer.reply] });
    },
  });
  const notEmailed = reply.data?.notEmailedReason
    ? { reason: reply.data.notEmailedReason, mailto: reply.data.mailto }
    : null;

  const toggle = async () => {
    if (open) return setOpen(false);
    setOpenProblem(null);
    markHandled.reset();
    try {
      // Read again on every opening: the backend records each one in the access log.
      await queryClient.fetchQuery(queries.contactQuery(item.id));
      setOpen(true);
    } catch (error) {
      setOpenProblem(problemOf(error));
    }
  };
  const problem = openProblem ?? problemOf(markHandled.error);
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
            disabled={markHandled.isPending}
            onClick={() => {
              setOpenProblem(null);
              markHandled.mutate();
            }}
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
          <ReplyBox
            label={`Reply to ${query.name}`}
            send={async (body) => {
              await reply.mutateAsync(body);
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
