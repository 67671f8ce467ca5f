import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import plusLg from 'bootstrap-icons/icons/plus-lg.svg?raw';
import chatDots from 'bootstrap-icons/icons/chat-dots.svg?raw';
import { TEXTS, type RemotePageProps, type TutorMode } from '@elearning/contract';
import {
  ApiError,
  BackendUnreachableError,
  Icon,
  SessionExpiredError,
  canRetrySoon,
  useBackend,
} from '@elearning/remote-kit';
import { asTutorMode, createQuestionApi } from './api/questionApi';
import { questionKeys } from './api/queryKeys';
import { rememberedConversation } from './hooks/conversationStorage';
import { isWriting } from './hooks/turnState';
import { useConversation } from './hooks/useConversation';
import { useConversationList } from './hooks/useConversationList';
import { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
import { useTutorTimeLeft } from './hooks/useTutorTimeLeft';
import { QuestionForm } from './components/QuestionForm';
import { TutorTimeLeft } from './components/TutorTimeLeft';
import { FollowUpForm } from './components/FollowUpForm';
import { ModeToggle } from './components/ModeToggle';
import { TurnCard, loadAnswerMarkdown } from './components/TurnCard';
import { EarlierTurnsButton } from './components/EarlierTurnsButton';
import { HelpCard } from './components/HelpCard';
import { FeedbackControls } from './components/FeedbackControls';
import { ConversationList } from './components/ConversationList';
import { GetInTouchForm } from './components/GetInTouchForm';
import { AccountMenu } from './account/AccountMenu';
import { createAccountApi } from './api/accountApi';
import { createClassesApi } from './api/classesApi';
import { useClasses } from './classes/useClasses';
import { ClassPicker } from './classes/ClassPicker';
import { MyClasses } from './classes/MyClasses';
import { TutorPausedNotice } from './classes/TutorPausedNotice';
import { TeacherSupportProvider } from './support/TeacherSupportContext';
import { TeacherSupportBlock } from './support/TeacherSupportBlock';
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

/** Ask a Question (/question): a conversation with the AI tutor, answers streamed, past conversations. */
export default function QuestionPage({ shell }: RemotePageProps) {
  const [queryClient] = useState(createPageQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <QuestionPageContent shell={shell} />
    </QueryClientProvider>
  );
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function QuestionPageContent({ shell }: RemotePageProps) {
  const backend = useBackend(shell);
  const api = useMemo(() => createQuestionApi(backend), [backend]);
  const accountApi = useMemo(() => createAccountApi(backend), [backend]);
  const classesApi = useMemo(() => createClassesApi(backend), [backend]);
  const classes = useClasses(classesApi, accountApi);
  const chosenClass = classes.chosen;
  const queryClient = useQueryClient();
  const [pageError, setPageError] = useState<string | null>(null);
  /** A question whose saving failed: the field was cleared on submit, so it is shown with the error. */
  const [unsent, setUnsent] = useState<{ userQues: string; retryable: boolean; followUp: boolean } | null>(
    null,
  );
  const [opening, setOpening] = useState(false);
  const [mode, setMode] = useState<TutorMode>('explain');
  /** The student picked a mode while the remembered one was loading: their click wins. */
  const modePicked = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const questionField = useRef<HTMLDivElement>(null);

  const list = useConversationList(api);
  const conversation = useConversation(api, list.refresh);
  const { state } = conversation;
  const usageToday = useTutorTimeLeft(api, state.turns, chosenClass?.id);

  // An expired session is the shell's to show: it is taking the student to /login.
  const fail = (error: unknown) => {
    if (!(error instanceof SessionExpiredError)) setPageError(messageOf(error));
  };

  const open = async (id: string) => {
    setPageError(null);
    setUnsent(null);
    setOpening(true);
    modePicked.current = false;
    try {
      // Read again on every opening (no cached copy): its answers may have moved since.
      const view = await queryClient.fetchQuery({
        queryKey: questionKeys.conversation(id),
        queryFn: () => api.getConversation(id),
      });
      if (!modePicked.current) setMode(asTutorMode(view.mode));
      // Its class's rules are the ones shown (pause, hints only); a new question goes there too.
      if (view.classId && view.classId !== chosenClass?.id) classes.choose(view.classId);
      conversation.show(view);
    } catch (error) {
      // A conversation remembered from an earlier visit that is gone (another account): start afresh.
      if (error instanceof ApiError && error.status === 404) conversation.close();
      else fail(error);
    } finally {
      setOpening(false);
    }
  };

  useEffect(() => {
    void loadAnswerMarkdown();
    const remembered = rememberedConversation();
    if (remembered) {
      // An answer this page was reading before the reload: re-attach at once, beside loading the rest.
      conversation.resume(remembered);
      void open(remembered);
    } else
      queryClient
        .fetchQuery({ queryKey: questionKeys.preferences, queryFn: () => api.getPreferredMode() })
        .then(
          (preferred) => {
            if (!modePicked.current) setMode(preferred);
          },
          () => {
            // The default mode is fine; a real problem shows with the next request.
          },
        );
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const ask = async (userQues: string, followUp: boolean): Promise<void> => {
    setPageError(null);
    setUnsent(null);
    try {
      await conversation.ask(userQues, followUp, followUp ? undefined : chosenClass?.id);
    } catch (error) {
      fail(error);
      if (error instanceof SessionExpiredError) return;
      const retryable =
        error instanceof BackendUnreachableError || (error instanceof ApiError && canRetrySoon(error));
      setUnsent({ userQues, retryable, followUp });
    }
  };

  const act = (action: () => Promise<unknown>) => () => {
    setPageError(null);
    action().catch(fail);
  };

  const changeMode = (next: TutorMode) => {
    modePicked.current = true;
    setMode(next);
    const saving = state.id ? api.setConversationMode(state.id, next) : api.setPreferredMode(next);
    saving.then(() => {
      // A conversation's mode is remembered for new ones too (docs/tutor.md).
      queryClient.setQueryData(questionKeys.preferences, next);
      if (state.id) list.refresh();
    }, fail);
  };

  const newQuestion = () => {
    conversation.close();
    setPageError(null);
    setUnsent(null);
    questionField.current?.querySelector('input')?.focus();
  };

  const showEarlier = async () => {
    const [id, first] = [state.id, state.turns[0]];
    if (!id || !first) return;
    try {
      const view = await queryClient.fetchQuery({
        queryKey: questionKeys.conversationBefore(id, first.id),
        queryFn: () => api.getConversation(id, first.id),
      });
      conversation.showEarlier(view);
    } catch (error) {
      fail(error);
    }
  };

  const lastTurn = state.turns.at(-1);
  return (
    <TeacherSupportProvider shell={shell} backend={backend}>
      <div className="mf-question container py-4">
        <div className="row g-4">
          <div className="col-lg-8">
            <header className="mb-3">
              <div className="d-flex flex-wrap align-items-start gap-2 mb-1 position-relative">
                <h1 className="h2 mb-0 me-auto">Ask a Question</h1>
                <AccountMenu api={accountApi} shell={shell} />
              </div>
              <p className="text-body-secondary mb-0">
                Ask your question, then keep talking with the AI tutor until it makes sense.
              </p>
              <TeachersCanRead />
            </header>
            <ContactReplies />
            <div className="card shadow-sm mb-4">
              <div className="card-body" ref={questionField}>
                <ClassPicker classes={classes} />
                <TutorPausedNotice className={chosenClass?.name} rules={classes.rules} />
                <ModeToggle
                  mode={mode}
                  onChange={changeMode}
                  hintsOnlyIn={classes.rules?.guideOnly ? chosenClass?.name : undefined}
                />
                <QuestionForm onAsk={(text) => ask(text, false)} disabled={conversation.writing} />
                <TutorTimeLeft usage={usageToday} />
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
                        onClick={() => void ask(unsent.userQues, unsent.followUp)}
                      >
                        Send again
                      </button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </div>
            <section
              className="card shadow-sm mf-question-answer-card"
              aria-labelledby="mf-question-answer-heading"
            >
              <div className="card-header bg-white d-flex flex-wrap align-items-center gap-2">
                <h2 id="mf-question-answer-heading" className="h5 mb-0 me-auto">
                  <Icon svg={chatDots} className="mf-question-icon text-primary me-2" />
                  {state.id ? 'Conversation' : 'Answer'}
                </h2>
                {state.id ? (
                  <button type="button" className="btn btn-sm btn-outline-primary" onClick={newQuestion}>
                    <Icon svg={plusLg} className="mf-question-icon me-1" />
                    New question
                  </button>
                ) : null}
              </div>
              <div className="card-body">
                {state.turns.length === 0 ? (
                  <p className="mf-question-waiting text-body-secondary mb-0" role="status">
                    {opening ? (
                      <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
                    ) : null}
                    {TEXTS.waiting}
                  </p>
                ) : (
                  <>
                    {state.earlierTurns > 0 ? (
                      <EarlierTurnsButton count={state.earlierTurns} onShow={showEarlier} />
                    ) : null}
                    <ol className="list-unstyled mf-question-turns mb-0">
                      {state.turns.map((turn, index) => (
                        <li key={`${turn.id}:${turn.version}`} className="mf-question-turn-item">
                          {state.help && index === state.turns.length - 1 ? (
                            <div aria-live="polite">
                              <HelpCard markdown={state.help} />
                            </div>
                          ) : null}
                          <TurnCard
                            turn={turn}
                            isLast={index === state.turns.length - 1}
                            reducedMotion={reducedMotion}
                            onStop={act(() => conversation.stop(turn.id))}
                            onRetry={() => conversation.retry(turn.id)}
                            onRegenerate={act(() => conversation.regenerate(turn.id))}
                            onCopyFailed={() =>
                              shell.notify(
                                'Could not copy the answer: the browser refused access to the clipboard.',
                                'warning',
                              )
                            }
                          >
                            <FeedbackControls
                              turnId={turn.id}
                              feedback={turn.feedback}
                              onSend={(feedback) => conversation.setFeedback(turn.id, feedback)}
                            />
                          </TurnCard>
                          <TeacherSupportBlock
                            questionId={turn.id}
                            conversationId={state.id ?? undefined}
                            finished={!isWriting(turn)}
                          />
                        </li>
                      ))}
                    </ol>
                  </>
                )}
                {state.id && lastTurn ? (
                  <FollowUpForm onAsk={(text) => ask(text, true)} disabled={conversation.writing} />
                ) : null}
              </div>
            </section>
          </div>
          <div className="col-lg-4">
            <MyClasses
              classes={classes}
              classesApi={classesApi}
              onJoined={(joinedClass) => classes.choose(joinedClass.id)}
            />
            <ConversationList
              list={list}
              activeId={state.id}
              disabled={opening}
              onOpen={(item) => void open(item.id)}
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
