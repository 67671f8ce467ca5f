import { useEffect, useMemo, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { QuestionView, RemotePageProps } from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  SessionExpiredError,
  isRetryableStatus,
  useBackend,
} from '@elearning/remote-kit';
import { createQuestionApi } from './api/questionApi';
import { useAnswerStream } from './hooks/useAnswerStream';
import { useQuestionHistory } from './hooks/useQuestionHistory';
import { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
import { QuestionForm } from './components/QuestionForm';
import { AnswerPanel, loadAnswerMarkdown } from './components/AnswerPanel';
import { HistoryList } from './components/HistoryList';
import { GetInTouchForm } from './components/GetInTouchForm';
import { TeacherSupportProvider } from './support/TeacherSupportContext';
import { ContactReplies, TeachersCanRead } from './support/TeacherNotices';
// Bootstrap's rules this page uses, scoped to it (@elearning/webpack-config); its own CSS wins over them.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/question.css';

/** The page's own query cache: created with the page, never shared with the shell or other remotes. */
function createPageQueryClient() {
  // Requests are sent when the student asks (no refetch on focus or reconnect), errors shown at once.
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false } },
  });
}

/** Ask a Question (/question): ask, watch the answer stream in, browse past answers. */
export default function QuestionPage({ shell }: RemotePageProps) {
  const [queryClient] = useState(createPageQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <QuestionPageContent shell={shell} />
    </QueryClientProvider>
  );
}

function QuestionPageContent({ shell }: RemotePageProps) {
  const backend = useBackend(shell);
  const api = useMemo(() => createQuestionApi(backend), [backend]);
  const [pageError, setPageError] = useState<string | null>(null);
  /** A question whose saving failed: the field was cleared on submit, so it is shown with the error. */
  const [unsent, setUnsent] = useState<{ userQues: string; retryable: boolean } | null>(null);
  const [opening, setOpening] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  const history = useQuestionHistory(api);
  const answer = useAnswerStream(api, history.refresh);

  useEffect(() => {
    void loadAnswerMarkdown();
  }, []);

  // An expired session is the shell's to show: it is taking the student to /login.
  const fail = (error: unknown) => {
    if (!(error instanceof SessionExpiredError))
      setPageError(error instanceof Error ? error.message : String(error));
  };

  const ask = async (userQues: string): Promise<void> => {
    setPageError(null);
    setUnsent(null);
    try {
      const saved = await api.addQuestion(userQues);
      history.refresh();
      void answer.start(saved.id, saved.userQues);
    } catch (error) {
      fail(error);
      if (error instanceof SessionExpiredError) return;
      const retryable =
        error instanceof BackendUnreachableError ||
        (error instanceof ApiError && isRetryableStatus(error.status));
      setUnsent({ userQues, retryable });
    }
  };

  const open = async (item: QuestionView) => {
    setPageError(null);
    setUnsent(null);
    setOpening(true);
    try {
      answer.showSaved(await api.getQuestion(item.id));
    } catch (error) {
      fail(error);
    } finally {
      setOpening(false);
    }
  };

  return (
    <TeacherSupportProvider shell={shell} backend={backend}>
      <div className="mf-question container py-4">
        <div className="row g-4">
          <div className="col-lg-8">
            <header className="mb-3">
              <h1 className="h2 mb-1">Ask a Question</h1>
              <p className="text-body-secondary mb-0">
                Type your question and our AI tutor writes the answer for you.
              </p>
              <TeachersCanRead />
            </header>
            <ContactReplies />
            <div className="card shadow-sm mb-4">
              <div className="card-body">
                <QuestionForm onAsk={ask} disabled={answer.streaming} />
                {pageError ? (
                  <div className="alert alert-danger mt-3 mb-0" role="alert">
                    {pageError}
                    {unsent?.userQues ? (
                      <p className="small mb-0 mt-1">
                        Your question: <q>{unsent.userQues}</q>
                      </p>
                    ) : null}
                    {unsent?.retryable ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger mt-2"
                        disabled={answer.streaming}
                        onClick={() => void ask(unsent.userQues)}
                      >
                        Send again
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </div>
            <AnswerPanel
              key={answer.state.runId}
              answer={answer.state}
              reducedMotion={reducedMotion}
              onStop={answer.stop}
              onRetry={answer.retry}
              onCopyFailed={() =>
                shell.notify(
                  'Could not copy the answer: the browser refused access to the clipboard.',
                  'warning',
                )
              }
            />
          </div>
          <div className="col-lg-4">
            <HistoryList
              history={history}
              activeId={answer.state.questionId}
              disabled={answer.streaming || opening}
              onOpen={(item) => void open(item)}
            />
          </div>
          <div className="col-lg-8">
            <GetInTouchForm />
          </div>
        </div>
      </div>
    </TeacherSupportProvider>
  );
}
