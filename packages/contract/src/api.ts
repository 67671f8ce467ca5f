/** Request and response shapes of the backend (paths relative to RuntimeConfig.apiBase). */
export interface ApiError {
  msg: string;
}
export interface ErrorResponse {
  success: false;
  errors: ApiError[];
}
export interface CreateUserRequest {
  name: string;
  email: string;
  phone: string;
  password: string;
}
export interface LoginRequest {
  email: string;
  password: string;
}
/** POST /auth/forgot-password: the same answer whether or not an account uses the email. */
export interface ForgotPasswordRequest {
  email: string;
}
/** POST /auth/reset-password with the token of the emailed link. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}
/** A plain success: logout, forgot-password, reset-password. */
export interface OkResponse {
  success: true;
}
export interface GoogleLoginRequest {
  idToken: string;
}
export interface AuthResponse {
  success: true;
  authToken: string;
}
export interface AddQuestionRequest {
  userQues: string;
  /**
   * The class the conversation belongs to (its rules apply): one of the student's classes. Left
   * out: the class the student used last, or their only one; none for a student in no class.
   */
  classId?: string;
}
export type QuestionStatus = 'pending' | 'answered' | 'failed' | 'stopped';
export interface QuestionView {
  id: string;
  userQues: string;
  answer: string | null;
  status: QuestionStatus;
  createdAt: string;
  updatedAt: string;
}
export interface AddQuestionResponse {
  success: true;
  id: string;
  userQues: string;
}
/** The page of a paged list (`?page&pageSize`): page from 1, pageSize up to the endpoint's maximum. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
}
/**
 * A console list of one class (the console's class picker; docs/classes.md): a class the teacher
 * teaches (another: 404); left out, every class of theirs (an admin: every student).
 */
export interface ClassScopedPageQuery extends PageQuery {
  classId?: string;
}
export interface QuestionListResponse {
  success: true;
  items: QuestionView[];
  page: number;
  pageSize: number;
  total: number;
}
export interface QuestionResponse {
  success: true;
  question: QuestionView;
}
export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  /** Honeypot: a field people never see nor fill. Filled: accepted silently and not stored. */
  website?: string;
}
export interface ContactResponse {
  success: true;
}

/**
 * POST /ques/:id/answer streams text/event-stream with these named events:
 *   event: chunk  data: {"text": "..."}            a piece of the answer
 *   event: done   data: {"status": "answered"}      the answer is complete and saved
 *   event: error  data: {"message": "...", "code": AnswerErrorCode, "retryable": boolean}
 *                 (code `blocked`: the model's own safety filters refused the question or stopped
 *                 the answer; not retryable. A page shows any code's message as is.)
 *   event: stopped data: {"status": "stopped"}       POST /ques/:id/stop stopped it; what was written is saved
 * Each event has an SSE id; the answer is generated apart from the request (see tutor.ts): closing
 * the request does not stop it, POST /ques/:id/stop does.
 */
export type AnswerErrorCode =
  'not_configured' | 'rate_limited' | 'upstream' | 'timeout' | 'internal' | 'blocked';
export interface AnswerChunkEvent {
  text: string;
  /** Written before this request attached to the answer (a re-attach): show it at once. */
  replayed?: boolean;
}
export interface AnswerDoneEvent {
  status: 'answered';
}
/**
 * The answer check found something the student must not receive in what the model wrote: the text
 * shown so far is replaced by `message` (the answer is saved as stopped, without its text).
 */
export interface AnswerRetractedEvent {
  status: 'stopped';
  message: string;
}
export interface AnswerErrorEvent {
  message: string;
  code: AnswerErrorCode;
  retryable: boolean;
}
