import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import personVideo from 'bootstrap-icons/icons/person-video3.svg?raw';
import { Icon, SessionExpiredError } from '@elearning/remote-kit';
import { useTeacherSupport } from './TeacherSupportContext';

// The same sanitized renderer as the AI's answers (loaded beside the page, like the answer's).
const AnswerMarkdown = lazy(() => import('../components/AnswerMarkdown'));

export const WAITING_FOR_TEACHER = 'Waiting for a teacher';

/**
 * Under a finished (answered, failed or stopped) answer: the "incorrect" warning a teacher left,
 * the teachers' answers, and `Ask a teacher` with an optional note, or "Waiting for a teacher".
 */
export function TeacherSupportBlock({
  questionId,
  conversationId,
  finished,
}: {
  questionId: string | null;
  conversationId?: string;
  finished: boolean;
}) {
  const { byQuestion } = useTeacherSupport();
  if (!questionId) return null;
  const support = byQuestion.get(questionId);
  return (
    <div className="mf-question-teacher">
      {support?.incorrect ? (
        <div className="alert alert-warning mt-3 mb-0" role="note">
          <strong>A teacher marked this AI answer as incorrect:</strong> {support.incorrect.comment}
        </div>
      ) : null}
      {support?.replies.map((reply) => (
        <section
          key={reply.id}
          className="card mt-3 border-success"
          aria-label={`Teacher's answer by ${reply.teacherName}`}
        >
          <div className="card-body">
            <h3 className="h6 text-success">
              <Icon svg={personVideo} className="mf-question-icon me-2" />
              Teacher&apos;s answer
            </h3>
            <div className="answer-markdown">
              <Suspense fallback={<p className="mf-question-plain">{reply.body}</p>}>
                <AnswerMarkdown markdown={reply.body} />
              </Suspense>
            </div>
            <p className="small text-body-secondary mb-0 mt-2">{reply.teacherName}</p>
          </div>
        </section>
      ))}
      {support?.escalation?.status === 'waiting' ? (
        <p className="mt-3 mb-0 small text-body-secondary" role="status">
          <span className="badge text-bg-info me-2">{WAITING_FOR_TEACHER}</span>
          {support.escalation.note ? <>Your note: {support.escalation.note}</> : null}
        </p>
      ) : null}
      {finished && !support?.escalation ? (
        <AskTeacher questionId={questionId} conversationId={conversationId} />
      ) : null}
    </div>
  );
}

function AskTeacher({ questionId, conversationId }: { questionId: string; conversationId?: string }) {
  const { escalate } = useTeacherSupport();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      await escalate(questionId, note.trim(), conversationId);
    } catch (error) {
      if (!(error instanceof SessionExpiredError)) setProblem((error as Error).message);
      setSending(false);
    }
  };
  if (!open) {
    return (
      <button type="button" className="btn btn-outline-primary btn-sm mt-3" onClick={() => setOpen(true)}>
        Ask a teacher
      </button>
    );
  }
  return (
    <form className="mt-3" onSubmit={(event) => void send(event)}>
      <label htmlFor={noteId} className="form-label small fw-semibold">
        A note for the teacher (optional)
      </label>
      <textarea
        id={noteId}
        className="form-control form-control-sm"
        rows={2}
        maxLength={1000}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="What is unclear or wrong?"
      />
      {problem ? (
        <div className="alert alert-danger small py-2 mt-2 mb-0" role="alert">
          {problem}
        </div>
      ) : null}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
          Send to a teacher
        </button>
        <button type="button" className="btn btn-link btn-sm" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
