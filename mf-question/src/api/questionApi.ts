import type {
  AddQuestionRequest,
  AiUsageTodayResponse,
  AnswerFeedback,
  AskResponse,
  ConversationListResponse,
  ConversationResponse,
  ConversationSummary,
  ConversationView,
  FeedbackRequest,
  FeedbackResponse,
  StopResponse,
  TurnResponse,
  TurnView,
  TutorMode,
  TutorModeRequest,
  TutorPreferencesResponse,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

export interface ConversationPage {
  items: ConversationSummary[];
  page: number;
  pageSize: number;
  total: number;
}

const path = (id: string) => encodeURIComponent(id);

/** A mode from the server, read defensively: anything unknown is the default, Explain. */
export const asTutorMode = (value: unknown): TutorMode => (value === 'guide' ? 'guide' : 'explain');

/** The student's /ques endpoints (docs/tutor.md); every call sends the session's token. */
export function createQuestionApi(backend: BackendClient) {
  const authenticated = true;
  return {
    /** POST /ques/addques: saves the question and starts a conversation (the server validates it, e.g. empty → 400). */
    startConversation(userQues: string): Promise<AskResponse> {
      const body: AddQuestionRequest = { userQues };
      return backend.post<AskResponse>('/ques/addques', body, { authenticated });
    },
    /** POST /ques/conversations/:id/ask: a follow-up in the conversation. */
    followUp(conversationId: string, userQues: string): Promise<AskResponse> {
      const body: AddQuestionRequest = { userQues };
      return backend.post<AskResponse>(`/ques/conversations/${path(conversationId)}/ask`, body, {
        authenticated,
      });
    },
    /** GET /ques/conversations: the student's conversations, latest activity first. */
    async listConversations(page: number, pageSize: number): Promise<ConversationPage> {
      const query = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      const body = await backend.get<ConversationListResponse>(`/ques/conversations?${query}`, {
        authenticated,
      });
      return {
        items: body.items ?? [],
        page: body.page ?? page,
        pageSize: body.pageSize ?? pageSize,
        total: body.total ?? 0,
      };
    },
    /** GET /ques/conversations/:id: its latest turns (before the turn `before`), oldest first. */
    async getConversation(id: string, before?: string): Promise<ConversationView> {
      const query = before ? `?before=${encodeURIComponent(before)}` : '';
      return (
        await backend.get<ConversationResponse>(`/ques/conversations/${path(id)}${query}`, { authenticated })
      ).conversation;
    },
    /** PATCH /ques/conversations/:id: the conversation's mode (also remembered for new ones). */
    async setConversationMode(id: string, mode: TutorMode): Promise<void> {
      const body: TutorModeRequest = { mode };
      await backend.patch<TutorPreferencesResponse>(`/ques/conversations/${path(id)}`, body, {
        authenticated,
      });
    },
    async getPreferredMode(): Promise<TutorMode> {
      return asTutorMode(
        (await backend.get<TutorPreferencesResponse>('/ques/preferences', { authenticated })).mode,
      );
    },
    async setPreferredMode(mode: TutorMode): Promise<void> {
      const body: TutorModeRequest = { mode };
      await backend.put<TutorPreferencesResponse>('/ques/preferences', body, { authenticated });
    },
    /** POST /ques/:id/stop: the only way an answer stops (closing the stream does not). */
    async stop(id: string): Promise<boolean> {
      return (await backend.post<StopResponse>(`/ques/${path(id)}/stop`, {}, { authenticated })).stopping;
    },
    /** POST /ques/:id/regenerate: the last answer is kept on the server and the turn reset. */
    async regenerate(id: string): Promise<TurnView> {
      return (await backend.post<TurnResponse>(`/ques/${path(id)}/regenerate`, {}, { authenticated })).turn;
    },
    async setFeedback(id: string, feedback: FeedbackRequest): Promise<AnswerFeedback> {
      return (await backend.put<FeedbackResponse>(`/ques/${path(id)}/feedback`, feedback, { authenticated }))
        .feedback;
    },
    /** GET /ai-usage/today: the student's AI tutor use in the school's day (the "time left" notice). */
    usageToday(): Promise<AiUsageTodayResponse> {
      return backend.get<AiUsageTodayResponse>('/ai-usage/today', { authenticated });
    },
    /**
     * POST /ques/:id/answer: the answer's event stream (see answerStream.ts). With `lastEventId`
     * it only re-attaches to the answer, from just after that event ('0-0': from the start).
     */
    openAnswerStream(id: string, signal: AbortSignal, lastEventId?: string): Promise<Response> {
      return backend.fetch(`/ques/${path(id)}/answer`, {
        method: 'POST',
        headers: { Accept: 'text/event-stream', ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}) },
        signal,
        authenticated,
      });
    },
  };
}

export type QuestionApi = ReturnType<typeof createQuestionApi>;
