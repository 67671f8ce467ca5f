import type {
  AccessLogResponse,
  ApproveStudentResponse,
  CreateInvitationRequest,
  InvitationCreatedResponse,
  InvitationListResponse,
  MeResponse,
  OkResponse,
  SchoolSecurityEventsResponse,
  StaffListResponse,
  ContactInboxResponse,
  ContactQueryResponse,
  ContactReplyResponse,
  ContactState,
  QuestionSupportResponse,
  RaiseAiQuotaRequest,
  RaiseAiQuotaResponse,
  ResetLinkResponse,
  SchoolAiUsageResponse,
  TeacherAiUsageResponse,
  TeacherStudentResponse,
  SupportOverviewResponse,
  TeacherQuestionListResponse,
  TeacherQuestionResponse,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/** Filters of the questions list, as in GET /teacher/questions (and the page's URL). */
export interface QuestionFilters {
  escalation?: string;
  status?: string;
  student?: string;
  q?: string;
  page?: number;
}

const withQuery = (path: string, params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

const seg = encodeURIComponent;

/**
 * The teacher endpoints (backend/src/teachers, backend/src/ai-usage) and, for administrators, the
 * admin endpoints (backend/src/admin), all with the stored token.
 */
export function createTeacherApi(backend: BackendClient) {
  const auth = { authenticated: true } as const;
  return {
    /** Who is signed in: the console shows the administrators' areas to an admin only. */
    me: () => backend.get<MeResponse>('/auth/me', auth),
    overview: () => backend.get<SupportOverviewResponse>('/teacher/overview', auth),
    questions: (filters: QuestionFilters, pageSize = 20) =>
      backend.get<TeacherQuestionListResponse>(
        withQuery('/teacher/questions', { ...filters, pageSize }),
        auth,
      ),
    question: (id: string) => backend.get<TeacherQuestionResponse>(`/teacher/questions/${seg(id)}`, auth),
    reply: (id: string, body: string) =>
      backend.post<QuestionSupportResponse>(`/teacher/questions/${seg(id)}/replies`, { body }, auth),
    flagIncorrect: (id: string, comment: string) =>
      backend.post<QuestionSupportResponse>(`/teacher/questions/${seg(id)}/incorrect`, { comment }, auth),
    contactInbox: (state: ContactState, page: number, pageSize = 20) =>
      backend.get<ContactInboxResponse>(withQuery('/teacher/contact', { state, page, pageSize }), auth),
    contactQuery: (id: string) => backend.get<ContactQueryResponse>(`/teacher/contact/${seg(id)}`, auth),
    markHandled: (id: string) =>
      backend.post<ContactQueryResponse>(`/teacher/contact/${seg(id)}/handled`, {}, auth),
    replyToContact: (id: string, body: string) =>
      backend.post<ContactReplyResponse>(`/teacher/contact/${seg(id)}/replies`, { body }, auth),
    aiUsage: (student: string | undefined, page: number, pageSize = 20) =>
      backend.get<TeacherAiUsageResponse>(withQuery('/teacher/ai-usage', { student, page, pageSize }), auth),
    schoolAiUsage: () => backend.get<SchoolAiUsageResponse>('/teacher/ai-usage/school', auth),
    student: (id: string) => backend.get<TeacherStudentResponse>(`/teacher/students/${seg(id)}`, auth),
    raiseQuota: (id: string, extraTokens: number) =>
      backend.post<RaiseAiQuotaResponse>(
        `/teacher/students/${seg(id)}/ai-quota`,
        { extraTokens } satisfies RaiseAiQuotaRequest,
        auth,
      ),
    approveStudent: (id: string) =>
      backend.post<ApproveStudentResponse>(`/teacher/students/${seg(id)}/approve`, {}, auth),
    resetLink: (id: string) =>
      backend.post<ResetLinkResponse>(`/teacher/students/${seg(id)}/reset-link`, {}, auth),
    accessLog: (student: string | undefined, page: number, pageSize = 20) =>
      backend.get<AccessLogResponse>(withQuery('/teacher/access-log', { student, page, pageSize }), auth),
    staff: () => backend.get<StaffListResponse>('/admin/teachers', auth),
    demote: (id: string) => backend.post<OkResponse>(`/admin/teachers/${seg(id)}/demote`, {}, auth),
    invitations: () => backend.get<InvitationListResponse>('/admin/invitations', auth),
    invite: (email: string) =>
      backend.post<InvitationCreatedResponse>(
        '/admin/invitations',
        { email } satisfies CreateInvitationRequest,
        auth,
      ),
    /** One page (50) of the school's security events, newest first; `before`: the last page's nextBefore. */
    securityEvents: (type: string | undefined, before: string | undefined) =>
      backend.get<SchoolSecurityEventsResponse>(withQuery('/admin/security-events', { type, before }), auth),
  };
}

export type TeacherApi = ReturnType<typeof createTeacherApi>;
