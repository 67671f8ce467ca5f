import { useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  QuestionSupportResponse,
  TeacherQuestionDetail,
  TeacherQuestionResponse,
} from '@elearning/contract';
import { Alert, ShellLink } from '@elearning/remote-kit';
import { teacherKeys } from '../api/queryKeys';
import { CONSOLE_BASE, useConsole } from '../common/console-context';
import { formatWhen } from '../common/format';
import { Loading } from '../common/Loading';
import { Markdown } from '../common/Markdown';
import { problemOf } from '../common/problem';
import { ReplyBox } from '../common/ReplyBox';
import { ESCALATION_LABELS, FEEDBACK_LABELS, STATUS_LABELS } from './labels';

/** One student's question: the question, the AI's answer, the note, the replies, and the teacher's tools. */
export function QuestionDetail() {
  const { id = '' } = useParams();
  const { shell, queries } = useConsole();
  const { data, error, isFetching } = useQuery(queries.question(id));
  return (
    <section aria-labelledby="mf-teacher-question-title">
      <ShellLink shell={shell} to={`${CONSOLE_BASE}/questions`} className="small">
        ← All questions
      </ShellLink>
      <Alert text={problemOf(error)} className="py-2 mt-3" />
      {isFetching && !data ? <Loading /> : null}
      {data ? <QuestionView question={data.question} /> : null}
    </section>
  );
}

/**
 * A reply or an "incorrect" flag: the backend answers with the question's support as stored, shown
 * at once (a second GET of the question would be recorded in the access log as another opening);
 * the questions list and the overview are read again.
 */
function useSupportChange(questionId: string, send: (text: string) => Promise<QuestionSupportResponse>) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: send,
    onSuccess: ({ support }) => {
      queryClient.setQueryData<TeacherQuestionResponse>(
        teacherKeys.questions.detail(questionId),
        (stored) => stored && { ...stored, question: { ...stored.question, support } },
      );
      void queryClient.invalidateQueries({ queryKey: teacherKeys.questions.lists });
      void queryClient.invalidateQueries({ queryKey: teacherKeys.overview });
    },
  });
  return async (text: string) => {
    await change.mutateAsync(text);
  };
}

function QuestionView({ question }: { question: TeacherQuestionDetail }) {
  const { shell, api } = useConsole();
  const { escalation, replies, incorrect } = question.support;
  const reply = useSupportChange(question.id, (body) => api.reply(question.id, body));
  const flagIncorrect = useSupportChange(question.id, (comment) => api.flagIncorrect(question.id, comment));
  return (
    <>
      <h2 id="mf-teacher-question-title" className="h4 mt-2 mb-1 mf-teacher-question-text">
        {question.userQues}
      </h2>
      <p className="small text-body-secondary mb-3 mf-teacher-wrap">
        {question.student.name} · {question.student.email} · asked {formatWhen(question.createdAt)} ·{' '}
        <ShellLink shell={shell} to={`${CONSOLE_BASE}/access-log?student=${question.student.id}`}>
          access record of this student
        </ShellLink>
      </p>

      {escalation ? (
        <div className="alert alert-light border" role="note">
          <span className={`badge ${ESCALATION_LABELS[escalation.status].badge} me-2`}>
            {ESCALATION_LABELS[escalation.status].text}
          </span>
          <span className="small text-body-secondary">since {formatWhen(escalation.createdAt)}</span>
          <p className="mb-0 mt-2">
            <span className="fw-semibold">Student&apos;s note:</span>{' '}
            {escalation.note ? escalation.note : <em className="text-body-secondary">(no note)</em>}
          </p>
        </div>
      ) : null}

      <div className="card mb-3">
        <div className="card-header d-flex align-items-center gap-2">
          <h3 className="h6 mb-0 me-auto">AI answer</h3>
          <span className="badge text-bg-light border">{STATUS_LABELS[question.status]}</span>
        </div>
        <div className="card-body">
          {incorrect ? (
            <div className="alert alert-danger py-2" role="note">
              <strong>Marked incorrect</strong> by {incorrect.teacherName}: {incorrect.comment}
            </div>
          ) : null}
          {question.answer ? (
            <Markdown text={question.answer} />
          ) : (
            <p className="text-body-secondary mb-0">The AI tutor has not written an answer.</p>
          )}
        </div>
        {question.feedback ? (
          <div className="card-footer small">
            <span className={`badge ${FEEDBACK_LABELS[question.feedback.rating].badge} me-2`}>
              {FEEDBACK_LABELS[question.feedback.rating].text}
            </span>
            <span className="text-body-secondary">{formatWhen(question.feedback.updatedAt)}</span>
            {question.feedback.comment ? (
              <p className="mb-0 mt-1 mf-teacher-wrap">&ldquo;{question.feedback.comment}&rdquo;</p>
            ) : null}
          </div>
        ) : null}
      </div>

      {replies.length > 0 ? (
        <section aria-labelledby="mf-teacher-replies-title" className="mb-3">
          <h3 id="mf-teacher-replies-title" className="h6">
            Teacher&apos;s answers
          </h3>
          {replies.map((reply) => (
            <article key={reply.id} className="card card-body mb-2">
              <p className="small text-body-secondary mb-2">
                {reply.teacherName} · {formatWhen(reply.createdAt)}
              </p>
              <Markdown text={reply.body} />
            </article>
          ))}
        </section>
      ) : null}

      <div className="card card-body mb-3">
        <ReplyBox label="Your answer to the student" send={reply} />
      </div>
      <div className="card card-body mb-3">
        <ReplyBox
          label="Mark the AI answer incorrect: what is wrong? (the student sees this)"
          buttonText="Mark AI answer incorrect"
          maxLength={500}
          rows={2}
          hint="Plain text, at most 500 characters; shown above the AI answer on the student's page."
          send={flagIncorrect}
        />
      </div>
    </>
  );
}
