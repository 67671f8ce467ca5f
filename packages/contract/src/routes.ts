/**
 * Every endpoint of the backend, declared once (decision 0011): its method, its path (parameters
 * as `:name`), and the types of its request body, query and response. The backend's controllers
 * take method and path from here (`@Route(ROUTES.x)`, which also checks the handler's return type),
 * the front ends call through the kit's client (`backend.call(ROUTES.x, { params, query, body })`,
 * which builds the path and types the answer), and backend/test/route-table.e2e-spec.ts fails when
 * the app's OpenAPI document and this table disagree.
 *
 * The backend imports this module at run time (`@elearning/contract/routes`, compiled to
 * dist/routes.js by the backend's build), so it imports types only.
 */
import type {
  AddQuestionRequest,
  AuthResponse,
  ContactRequest,
  ContactResponse,
  CreateUserRequest,
  ForgotPasswordRequest,
  GoogleLoginRequest,
  LoginRequest,
  OkResponse,
  PageQuery,
  QuestionListResponse,
  QuestionResponse,
  ResetPasswordRequest,
} from './api.js';
import type {
  AddClassTeacherRequest,
  ClassListResponse,
  ClassLiveResponse,
  ClassResponse,
  CreateClassRequest,
  JoinClassRequest,
  JoinClassResponse,
  UpdateClassRequest,
} from './classes.js';
import type {
  AiUsageTodayQuery,
  AiUsageTodayResponse,
  RaiseAiQuotaRequest,
  RaiseAiQuotaResponse,
  SchoolAiUsageResponse,
  TeacherAiUsageQuery,
  TeacherAiUsageResponse,
} from './ai-usage.js';
import type {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  CreateInvitationRequest,
  InvitationCreatedResponse,
  InvitationListResponse,
  SchoolSecurityEventsResponse,
  SecurityEventsQuery,
  StaffListResponse,
  VerificationSentResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from './roles.js';
import type {
  AccessLogQuery,
  AccessLogResponse,
  ContactInboxQuery,
  ContactInboxResponse,
  ContactQueryResponse,
  ContactReplyResponse,
  EscalateRequest,
  FlagIncorrectRequest,
  MeResponse,
  OwnContactRepliesResponse,
  OwnQuestionSupportResponse,
  QuestionSupportResponse,
  SupportOverviewResponse,
  TeacherQuestionListResponse,
  TeacherQuestionResponse,
  TeacherQuestionsQuery,
  TeacherReplyRequest,
} from './support.js';
import type {
  DeleteMyAccountRequest,
  DeleteStudentAccountRequest,
  PrivacyFactsResponse,
  StudentDataExportQuery,
} from './privacy.js';
import type { RosterImportQuery, RosterImportResponse } from './rosters.js';
import type {
  ResolveSafetyAlertRequest,
  SafetyAlertListResponse,
  SafetyAlertResponse,
  SafetyAlertsQuery,
  SafetyDigestQuery,
  SafetyDigestResponse,
  SafetyFalseAlarmsResponse,
} from './safety.js';
import type {
  ApproveStudentResponse,
  ResetLinkResponse,
  TeacherStudentResponse,
} from './teacher-students.js';
import type {
  AskRequest,
  AskResponse,
  ConversationListResponse,
  ConversationPageQuery,
  ConversationResponse,
  FeedbackRequest,
  FeedbackResponse,
  StopResponse,
  TurnResponse,
  TutorModeRequest,
  TutorPreferencesResponse,
} from './tutor.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's parameters: '/teacher/questions/:id/replies' → 'id'. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of a path's parameters, e.g. `{ id: string }`. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

/**
 * A response the handler writes itself instead of returning JSON (the answer's event stream,
 * Prometheus' text): the front ends read it with the client's `open`, not `call`.
 */
export interface RawResponse {
  readonly rawResponse: true;
}

/** A query value as the client sends it (undefined and '' are left out). */
export type QueryValue = string | number | boolean | undefined | null;

export interface Route<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Response = unknown,
  Body = unknown,
  Query = unknown,
> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: only the type checker reads it (the request body, query and response types). */
  readonly types?: { response: Response; body: Body; query: Query };
}

// The `any`s let any route in: each type is read back with the helpers below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = Route<HttpMethod, string, any, any, any>;

export type ResponseOf<R extends AnyRoute> = NonNullable<R['types']>['response'];
/** `undefined`: the request has no body. */
export type BodyOf<R extends AnyRoute> = NonNullable<R['types']>['body'];
/** `undefined`: the endpoint reads no query. */
export type QueryOf<R extends AnyRoute> = NonNullable<R['types']>['query'];
export type ParamsOf<R extends AnyRoute> = PathParams<R['path']>;

/**
 * `route<Response, Body, Query>()(method, path)`: curried so that the method and the path are
 * inferred as literal types (the parameters' names are read from the path) while the three
 * types are given.
 */
export function route<Response, Body = undefined, Query = undefined>() {
  return <Method extends HttpMethod, Path extends `/${string}`>(
    method: Method,
    path: Path,
  ): Route<Method, Path, Response, Body, Query> => ({ method, path });
}

/** GET /health: up only if the database answers. */
export interface HealthResponse {
  success: true;
  status: 'ok';
  database: 'up';
}
/** Each check of a health check result, by name: its status ('up', 'down', ...) and details. */
export type HealthIndicators = Partial<Record<string, { status: string }>>;
/** GET /health/live and /health/ready (Terminus' health check result). */
export interface HealthCheckResponse {
  status: 'ok' | 'degraded' | 'error' | 'shutting_down';
  info?: HealthIndicators;
  error?: HealthIndicators;
  details: HealthIndicators;
}

export const ROUTES = {
  // Accounts and sign-in (backend/src/auth).
  createUser: route<AuthResponse, CreateUserRequest>()('POST', '/auth/createuser'),
  login: route<AuthResponse, LoginRequest>()('POST', '/auth/login'),
  logout: route<OkResponse>()('POST', '/auth/logout'),
  googleLogin: route<AuthResponse, GoogleLoginRequest>()('POST', '/auth/google'),
  forgotPassword: route<OkResponse, ForgotPasswordRequest>()('POST', '/auth/forgot-password'),
  resetPassword: route<OkResponse, ResetPasswordRequest>()('POST', '/auth/reset-password'),
  verifyEmail: route<VerifyEmailResponse, VerifyEmailRequest>()('POST', '/auth/verify-email'),
  sendVerificationEmail: route<VerificationSentResponse>()('POST', '/auth/verify-email/send'),
  acceptInvitation: route<AcceptInvitationResponse, AcceptInvitationRequest>()(
    'POST',
    '/auth/invitations/accept',
  ),
  me: route<MeResponse>()('GET', '/auth/me'),

  // The tutor (backend/src/tutor, docs/tutor.md): the seed's paths.
  addQuestion: route<AskResponse, AddQuestionRequest>()('POST', '/ques/addques'),
  questions: route<QuestionListResponse, undefined, PageQuery>()('GET', '/ques'),
  question: route<QuestionResponse>()('GET', '/ques/:id'),
  /** The answer's event stream (text/event-stream; the events are AnswerChunkEvent, ... in api.ts). */
  answer: route<RawResponse>()('POST', '/ques/:id/answer'),
  stopAnswer: route<StopResponse>()('POST', '/ques/:id/stop'),
  regenerate: route<TurnResponse>()('POST', '/ques/:id/regenerate'),
  feedback: route<FeedbackResponse, FeedbackRequest>()('PUT', '/ques/:id/feedback'),
  conversations: route<ConversationListResponse, undefined, PageQuery>()('GET', '/ques/conversations'),
  conversation: route<ConversationResponse, undefined, ConversationPageQuery>()(
    'GET',
    '/ques/conversations/:id',
  ),
  askFollowUp: route<AskResponse, AskRequest>()('POST', '/ques/conversations/:id/ask'),
  setConversationMode: route<TutorPreferencesResponse, TutorModeRequest>()(
    'PATCH',
    '/ques/conversations/:id',
  ),
  tutorPreferences: route<TutorPreferencesResponse>()('GET', '/ques/preferences'),
  setTutorPreferences: route<TutorPreferencesResponse, TutorModeRequest>()('PUT', '/ques/preferences'),

  // Contact form (backend/src/contact) and the student's AI use today (backend/src/ai-usage).
  addContactQuery: route<ContactResponse, ContactRequest>()('POST', '/contact/addquery'),
  aiUsageToday: route<AiUsageTodayResponse, undefined, AiUsageTodayQuery>()('GET', '/ai-usage/today'),

  // The student's side of teacher support (backend/src/student-support).
  escalate: route<QuestionSupportResponse, EscalateRequest>()('POST', '/ques/:id/escalate'),
  questionSupport: route<QuestionSupportResponse>()('GET', '/ques/:id/support'),
  ownQuestionSupport: route<OwnQuestionSupportResponse>()('GET', '/support/questions'),
  ownContactReplies: route<OwnContactRepliesResponse>()('GET', '/support/contact-replies'),
  supportSeen: route<OkResponse>()('POST', '/support/seen'),

  // The console (backend/src/teachers).
  teacherOverview: route<SupportOverviewResponse>()('GET', '/teacher/overview'),
  teacherQuestions: route<TeacherQuestionListResponse, undefined, TeacherQuestionsQuery>()(
    'GET',
    '/teacher/questions',
  ),
  teacherQuestion: route<TeacherQuestionResponse>()('GET', '/teacher/questions/:id'),
  teacherReply: route<QuestionSupportResponse, TeacherReplyRequest>()(
    'POST',
    '/teacher/questions/:id/replies',
  ),
  teacherFlagIncorrect: route<QuestionSupportResponse, FlagIncorrectRequest>()(
    'POST',
    '/teacher/questions/:id/incorrect',
  ),
  contactInbox: route<ContactInboxResponse, undefined, ContactInboxQuery>()('GET', '/teacher/contact'),
  contactQuery: route<ContactQueryResponse>()('GET', '/teacher/contact/:id'),
  contactHandled: route<ContactQueryResponse>()('POST', '/teacher/contact/:id/handled'),
  contactReply: route<ContactReplyResponse, TeacherReplyRequest>()('POST', '/teacher/contact/:id/replies'),
  accessLog: route<AccessLogResponse, undefined, AccessLogQuery>()('GET', '/teacher/access-log'),
  teacherAiUsage: route<TeacherAiUsageResponse, undefined, TeacherAiUsageQuery>()('GET', '/teacher/ai-usage'),
  schoolAiUsage: route<SchoolAiUsageResponse>()('GET', '/teacher/ai-usage/school'),
  raiseAiQuota: route<RaiseAiQuotaResponse, RaiseAiQuotaRequest>()('POST', '/teacher/students/:id/ai-quota'),
  teacherStudent: route<TeacherStudentResponse>()('GET', '/teacher/students/:id'),
  approveStudent: route<ApproveStudentResponse>()('POST', '/teacher/students/:id/approve'),
  studentResetLink: route<ResetLinkResponse>()('POST', '/teacher/students/:id/reset-link'),
  // Safety alerts (backend/src/safety/alerts; docs/safety.md).
  safetyAlerts: route<SafetyAlertListResponse, undefined, SafetyAlertsQuery>()('GET', '/teacher/safety/alerts'),
  safetyAlert: route<SafetyAlertResponse>()('GET', '/teacher/safety/alerts/:id'),
  acknowledgeSafetyAlert: route<SafetyAlertResponse>()('POST', '/teacher/safety/alerts/:id/acknowledge'),
  resolveSafetyAlert: route<SafetyAlertResponse, ResolveSafetyAlertRequest>()(
    'POST',
    '/teacher/safety/alerts/:id/resolve',
  ),
  safetyDigest: route<SafetyDigestResponse, undefined, SafetyDigestQuery>()('GET', '/teacher/safety/digest'),
  safetyFalseAlarms: route<SafetyFalseAlarmsResponse>()('GET', '/teacher/safety/false-alarms'),

  // The administrators' pages (backend/src/admin).
  staff: route<StaffListResponse>()('GET', '/admin/teachers'),
  demoteTeacher: route<OkResponse>()('POST', '/admin/teachers/:id/demote'),
  invitations: route<InvitationListResponse>()('GET', '/admin/invitations'),
  invite: route<InvitationCreatedResponse, CreateInvitationRequest>()('POST', '/admin/invitations'),
  securityEvents: route<SchoolSecurityEventsResponse, undefined, SecurityEventsQuery>()(
    'GET',
    '/admin/security-events',
  ),
  // The OneRoster CSV zip as multipart/form-data (field `file`), not a JSON body.
  importOneRoster: route<RosterImportResponse, undefined, RosterImportQuery>()(
    'POST',
    '/admin/rosters/oneroster',
  ),

  // Classes (backend/src/classes): every signed-in account; managing them is for teachers and admins.
  createClass: route<ClassResponse, CreateClassRequest>()('POST', '/classes'),
  classes: route<ClassListResponse>()('GET', '/classes'),
  joinClass: route<JoinClassResponse, JoinClassRequest>()('POST', '/classes/join'),
  classDetail: route<ClassResponse>()('GET', '/classes/:id'),
  updateClass: route<ClassResponse, UpdateClassRequest>()('PATCH', '/classes/:id'),
  rotateJoinCode: route<ClassResponse>()('POST', '/classes/:id/join-code'),
  addClassTeacher: route<ClassResponse, AddClassTeacherRequest>()('POST', '/classes/:id/teachers'),
  removeClassTeacher: route<OkResponse>()('DELETE', '/classes/:id/teachers/:userId'),
  removeClassStudent: route<OkResponse>()('DELETE', '/classes/:id/students/:userId'),
  classLive: route<ClassLiveResponse>()('GET', '/classes/:id/live'),

  // A student's data (backend/src/privacy, docs/privacy.md). The exports are a zip download
  // (application/zip, Content-Disposition attachment) read with the client's `open`.
  myDataExport: route<RawResponse>()('GET', '/me/data-export'),
  deleteMyAccount: route<OkResponse, DeleteMyAccountRequest>()('DELETE', '/me'),
  studentDataExport: route<RawResponse, undefined, StudentDataExportQuery>()(
    'GET',
    '/admin/students/:id/data-export',
  ),
  deleteStudentAccount: route<OkResponse, DeleteStudentAccountRequest>()('DELETE', '/admin/students/:id'),
  privacyFacts: route<PrivacyFactsResponse>()('GET', '/privacy/facts'),

  // For operators and orchestrators, not the front ends (backend/src/health, backend/src/metrics).
  health: route<HealthResponse>()('GET', '/health'),
  healthLive: route<HealthCheckResponse>()('GET', '/health/live'),
  healthReady: route<HealthCheckResponse>()('GET', '/health/ready'),
  metrics: route<RawResponse>()('GET', '/metrics'),
} as const;

export type RouteName = keyof typeof ROUTES;
