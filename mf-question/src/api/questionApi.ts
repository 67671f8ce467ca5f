import {
  ROUTES,
  type AnswerFeedback,
  type AskResponse,
  type AiUsageTodayResponse,
  type ConversationSummary,
  type ConversationView,
  type FeedbackRequest,
  type TurnView,
  type TutorMode,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

export interface ConversationPage {
  items: ConversationSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** A mode from the server, read defensively: anything unknown is the default, Explain. */
export const asTutorMode = (value: unknown): TutorMode => (value === 'guide' ? 'guide' : 'explain');

/** The student's /ques endpoints (docs/tutor.md); every call sends the session's token. */
export function createQuestionApi(backend: BackendClient) {
  const authenticated = true;
  return {
    /**
     * POST /ques/addques: saves the question and starts a conversation (the server validates it,
     * e.g. empty → 400) in the class `classId` (one of the student's; none: the one used last).
     */
    startConversation(userQues: string, classId?: string): Promise<AskResponse> {
      return backend.call(ROUTES.addQuestion, { body: { userQues, classId }, authenticated });
    },
    /** POST /ques/conversations/:id/ask: a follow-up in the conversation. */
    followUp(conversationId: string, userQues: string): Promise<AskResponse> {
      return backend.call(ROUTES.askFollowUp, {
        params: { id: conversationId },
        body: { userQues },
        authenticated,
      });
    },
    /** GET /ques/conversations: the student's conversations, latest activity first. */
    async listConversations(page: number, pageSize: number): Promise<ConversationPage> {
      const body = await backend.call(ROUTES.conversations, { query: { page, pageSize }, authenticated });
      return {
        items: body.items ?? [],
        page: body.page ?? page,
        pageSize: body.pageSize ?? pageSize,
        total: body.total ?? 0,
      };
    },
    /** GET /ques/conversations/:id: its latest turns (before the turn `before`), oldest first. */
    async getConversation(id: string, before?: string): Promise<ConversationView> {
      return (await backend.call(ROUTES.conversation, { params: { id }, query: { before }, authenticated }))
        .conversation;
    },
    /** PATCH /ques/conversations/:id: the conversation's mode (also remembered for new ones). */
    async setConversationMode(id: string, mode: TutorMode): Promise<void> {
      await backend.call(ROUTES.setConversationMode, { params: { id }, body: { mode }, authenticated });
    },
    async getPreferredMode(): Promise<TutorMode> {
      return asTutorMode((await backend.call(ROUTES.tutorPreferences, { authenticated })).mode);
    },
    async setPreferredMode(mode: TutorMode): Promise<void> {
      await backend.call(ROUTES.setTutorPreferences, { body: { mode }, authenticated });
    },
    /** POST /ques/:id/stop: the only way an answer stops (closing the stream does not). */
    async stop(id: string): Promise<boolean> {
      return (await backend.call(ROUTES.stopAnswer, { params: { id }, authenticated })).stopping;
    },
    /** POST /ques/:id/regenerate: the last answer is kept on the server and the turn reset. */
    async regenerate(id: string): Promise<TurnView> {
      return (await backend.call(ROUTES.regenerate, { params: { id }, authenticated })).turn;
    },
    async setFeedback(id: string, feedback: FeedbackRequest): Promise<AnswerFeedback> {
      return (await backend.call(ROUTES.feedback, { params: { id }, body: feedback, authenticated }))
        .feedback;
    },
    /**
     * GET /ai-usage/today: the student's AI tutor use in the school's day (the "time left" notice),
     * against the allowance of `classId` (a class may have its own) or the school's.
     */
    usageToday(classId?: string): Promise<AiUsageTodayResponse> {
      return backend.call(ROUTES.aiUsageToday, { query: classId ? { classId } : {}, authenticated });
    },
    /**
     * POST /ques/:id/answer: the answer's event stream (see answerStream.ts). With `lastEventId`
     * it only re-attaches to the answer, from just after that event ('0-0': from the start).
     */
    openAnswerStream(id: string, signal: AbortSignal, lastEventId?: string): Promise<Response> {
      return backend.open(ROUTES.answer, {
        params: { id },
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal,
        authenticated,
      });
    },
  };
}

export type QuestionApi = ReturnType<typeof createQuestionApi>;
