import { ROUTES, type ContactState, type TeacherQuestionsQuery } from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/** Filters of the questions list, as in GET /teacher/questions (and the page's URL). */
export type QuestionFilters = Omit<TeacherQuestionsQuery, 'pageSize'>;

/**
 * The teacher endpoints (backend/src/teachers, backend/src/ai-usage) and, for administrators, the
 * admin endpoints (backend/src/admin), all with the stored token.
 */
export function createTeacherApi(backend: BackendClient) {
  const auth = { authenticated: true } as const;
  return {
    /** Who is signed in: the console shows the administrators' areas to an admin only. */
    me: () => backend.call(ROUTES.me, auth),
    overview: () => backend.call(ROUTES.teacherOverview, auth),
    questions: (filters: QuestionFilters, pageSize = 20) =>
      backend.call(ROUTES.teacherQuestions, { query: { ...filters, pageSize }, ...auth }),
    question: (id: string) => backend.call(ROUTES.teacherQuestion, { params: { id }, ...auth }),
    reply: (id: string, body: string) =>
      backend.call(ROUTES.teacherReply, { params: { id }, body: { body }, ...auth }),
    flagIncorrect: (id: string, comment: string) =>
      backend.call(ROUTES.teacherFlagIncorrect, { params: { id }, body: { comment }, ...auth }),
    contactInbox: (state: ContactState, page: number, pageSize = 20) =>
      backend.call(ROUTES.contactInbox, { query: { state, page, pageSize }, ...auth }),
    contactQuery: (id: string) => backend.call(ROUTES.contactQuery, { params: { id }, ...auth }),
    markHandled: (id: string) => backend.call(ROUTES.contactHandled, { params: { id }, ...auth }),
    replyToContact: (id: string, body: string) =>
      backend.call(ROUTES.contactReply, { params: { id }, body: { body }, ...auth }),
    aiUsage: (student: string | undefined, page: number, pageSize = 20) =>
      backend.call(ROUTES.teacherAiUsage, { query: { student, page, pageSize }, ...auth }),
    schoolAiUsage: () => backend.call(ROUTES.schoolAiUsage, auth),
    student: (id: string) => backend.call(ROUTES.teacherStudent, { params: { id }, ...auth }),
    raiseQuota: (id: string, extraTokens: number) =>
      backend.call(ROUTES.raiseAiQuota, { params: { id }, body: { extraTokens }, ...auth }),
    approveStudent: (id: string) => backend.call(ROUTES.approveStudent, { params: { id }, ...auth }),
    resetLink: (id: string) => backend.call(ROUTES.studentResetLink, { params: { id }, ...auth }),
    accessLog: (student: string | undefined, page: number, pageSize = 20) =>
      backend.call(ROUTES.accessLog, { query: { student, page, pageSize }, ...auth }),
    staff: () => backend.call(ROUTES.staff, auth),
    demote: (id: string) => backend.call(ROUTES.demoteTeacher, { params: { id }, ...auth }),
    invitations: () => backend.call(ROUTES.invitations, auth),
    invite: (email: string) => backend.call(ROUTES.invite, { body: { email }, ...auth }),
    /** One page (50) of the school's security events, newest first; `before`: the last page's nextBefore. */
    securityEvents: (type: string | undefined, before: string | undefined) =>
      backend.call(ROUTES.securityEvents, { query: { type, before }, ...auth }),
  };
}

export type TeacherApi = ReturnType<typeof createTeacherApi>;
