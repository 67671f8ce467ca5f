/**
 * The AI tutor's conversations (docs/tutor.md), beside the seed's shapes in api.ts. Paths are relative
 * to RuntimeConfig.apiBase; every call sends `auth-token`. docs/tutor.md describes the flow.
 */
import type { QuestionStatus, QuestionView } from './api.js';

/** `explain`: a clear, complete answer. `guide`: hint-first, one step at a time. */
export type TutorMode = 'explain' | 'guide';
export const TUTOR_MODES: readonly TutorMode[] = ['explain', 'guide'];

export type FeedbackRating = 'up' | 'down';

export interface AnswerFeedback {
  rating: FeedbackRating;
  /** Only with thumbs down; null when none was written. */
  comment: string | null;
  updatedAt: string;
}

/** PUT /ques/:id/feedback */
export interface FeedbackRequest {
  rating: FeedbackRating;
  comment?: string;
}
export interface FeedbackResponse {
  success: true;
  feedback: AnswerFeedback;
}

/** One turn of a conversation: the question, its (latest) answer and what the student said about it. */
export interface TurnView extends QuestionView {
  conversationId: string;
  feedback: AnswerFeedback | null;
  /** Earlier answers to this question kept by Regenerate (the current one not counted). */
  earlierVersions: number;
  /** An answer is being written right now (re-attach with POST /ques/:id/answer). */
  generating: boolean;
  /**
   * Shown instead of the answer when it was withheld (docs/safety.md): the model's own filter
   * blocked it, or the answer check retracted it. null: nothing withheld.
   */
  notice: string | null;
}

/** GET /ques/conversations?page&pageSize: the student's conversations, latest activity first. */
export interface ConversationSummary {
  id: string;
  /** The first question. */
  title: string;
  mode: TutorMode;
  /** The class whose rules apply to it (docs/classes.md); null: none. */
  classId: string | null;
  turnCount: number;
  createdAt: string;
  lastActivityAt: string;
}
export interface ConversationListResponse {
  success: true;
  items: ConversationSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/**
 * GET /ques/conversations/:id?before&limit: the latest `limit` turns (default 20, at most 50)
 * before the turn `before` (none: the latest of all), oldest first.
 */
export interface ConversationView extends ConversationSummary {
  turns: TurnView[];
  /** Turns asked before the first of `turns`: read them with `before` = its id. */
  earlierTurns: number;
  /**
   * The help card (Markdown, the school's SAFETY_HELP_RESOURCES) once a message of this
   * conversation raised the urgent tier: shown for the rest of the conversation. null: none.
   */
  help: string | null;
}
/** The query of GET /ques/conversations/:id. */
export interface ConversationPageQuery {
  before?: string;
  limit?: number;
}
export interface ConversationResponse {
  success: true;
  conversation: ConversationView;
}

/**
 * POST /ques/addques {userQues} starts a conversation (the mode is the student's remembered one);
 * POST /ques/conversations/:id/ask {userQues} adds a follow-up. Both answer AskResponse (the seed's
 * AddQuestionResponse plus the conversation); the answer is then streamed by POST /ques/:id/answer.
 */
export interface AskRequest {
  userQues: string;
}
export interface AskResponse {
  success: true;
  id: string;
  userQues: string;
  conversationId: string;
  mode: TutorMode;
}

/** PATCH /ques/conversations/:id {mode} (also remembered as the student's choice), PUT /ques/preferences {mode}. */
export interface TutorModeRequest {
  mode: TutorMode;
}
export interface TutorPreferencesResponse {
  success: true;
  mode: TutorMode;
}

/** POST /ques/:id/regenerate: the last turn's answer is archived and the turn reset to pending. */
export interface TurnResponse {
  success: true;
  turn: TurnView;
}

/** POST /ques/:id/stop: asks the generation to stop (it then ends with a `stopped` event). */
export interface StopResponse {
  success: true;
  /** False when no answer was being written. */
  stopping: boolean;
}

/**
 * The answer stream (POST /ques/:id/answer) of a detached generation. Every event has an SSE `id`
 * `<characters written>-<n>`: `n` is 0 for a chunk, 1 for the help card and 2 for the final event.
 * Sending it back as `Last-Event-ID` resumes right after it (no gap, no duplicate); a request with
 * `Last-Event-ID` never starts a new generation. Events: chunk {text, replayed?}, help {markdown}
 * (AnswerHelpEvent: show the help card above the answer, docs/safety.md), done {status:'answered'},
 * stopped {status:'stopped'}, retracted {status:'stopped', message} (replace the text shown with
 * the message), error {message, code, retryable}. `replayed` marks text written before this
 * request attached (show it at once). Closing the request does not stop the answer.
 */
export interface AnswerStoppedEvent {
  status: Extract<QuestionStatus, 'stopped'>;
}
