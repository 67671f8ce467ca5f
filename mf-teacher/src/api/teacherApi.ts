import {
  ROUTES,
  type AccessLogQuery,
  type ContactState,
  type CreateClassRequest,
  type ResolveSafetyAlertRequest,
  type SafetyAlertsQuery,
  type SafetyDigestQuery,
  type TeacherAiUsageQuery,
  type TeacherQuestionsQuery,
  type UpdateClassRequest,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/**
 * Filters of the questions list, as in GET /teacher/questions (and the page's URL); `page` is the
 * page's number for the reader when the backend is asked for the rows `after` a cursor (keysetQuery).
 */
export type QuestionFilters = Omit<TeacherQuestionsQuery, 'pageSize'>;
/** The Students area's list (GET /teacher/ai-usage): a name or email, the class picker's class, the page. */
export type StudentUsageFilters = Omit<TeacherAiUsageQuery, 'pageSize'>;
/**
 * The access log's list (GET /teacher/access-log): one student's id, the class picker's class, the
 * cursor; `page` as in QuestionFilters.
 */
export type AccessLogFilters = Omit<AccessLogQuery, 'pageSize'>;
/** The Safety area's list (GET /teacher/safety/alerts): status, tier, the class picker's class, the page. */
export type SafetyAlertFilters = SafetyAlertsQuery;

/**
 * A keyset list's query: the cursor when there is one (the page's number is then for the reader
 * only); without one, a numbered page beyond the first (an old link such as ?page=3) is asked as such.
 */
function keysetQuery<T extends { page?: number; after?: string }>({ page, ...filters }: T) {
  return filters.after === undefined && page !== undefined && page > 1 ? { ...filters, page } : filters;
}

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
      backend.call(ROUTES.teacherQuestions, { query: { ...keysetQuery(filters), pageSize }, ...auth }),
    question: (id: string) => backend.call(ROUTES.teacherQuestion, { params: { id }, ...auth }),
    reply: (id: string, body: string) =>
      backend.call(ROUTES.teacherReply, { params: { id }, body: { body }, ...auth }),
    flagIncorrect: (id: string, comment: string) =>
      backend.call(ROUTES.teacherFlagIncorrect, { params: { id }, body: { comment }, ...auth }),
    /** `after`: the previous page's nextCursor (none: the first page). */
    contactInbox: (state: ContactState, after: string | undefined, pageSize = 20) =>
      backend.call(ROUTES.contactInbox, { query: { state, after, pageSize }, ...auth }),
    contactQuery: (id: string) => backend.call(ROUTES.contactQuery, { params: { id }, ...auth }),
    markHandled: (id: string) => backend.call(ROUTES.contactHandled, { params: { id }, ...auth }),
    replyToContact: (id: string, body: string) =>
      backend.call(ROUTES.contactReply, { params: { id }, body: { body }, ...auth }),
    aiUsage: (filters: StudentUsageFilters, pageSize = 20) =>
      backend.call(ROUTES.teacherAiUsage, { query: { ...filters, pageSize }, ...auth }),
    schoolAiUsage: () => backend.call(ROUTES.schoolAiUsage, auth),
    student: (id: string) => backend.call(ROUTES.teacherStudent, { params: { id }, ...auth }),
    raiseQuota: (id: string, extraTokens: number) =>
      backend.call(ROUTES.raiseAiQuota, { params: { id }, body: { extraTokens }, ...auth }),
    approveStudent: (id: string) => backend.call(ROUTES.approveStudent, { params: { id }, ...auth }),
    resetLink: (id: string) => backend.call(ROUTES.studentResetLink, { params: { id }, ...auth }),
    /** Admins, on a parent's request through the school: the student's data as a zip (the reason is logged). */
    studentDataExport: (id: string, reason: string) =>
      backend.download(ROUTES.studentDataExport, { params: { id }, query: { reason }, ...auth }),
    /** Admins: deletes the student's account and its content (the reason is logged with the admin). */
    deleteStudent: (id: string, reason: string) =>
      backend.call(ROUTES.deleteStudentAccount, { params: { id }, body: { reason }, ...auth }),
    accessLog: (filters: AccessLogFilters, pageSize = 20) =>
      backend.call(ROUTES.accessLog, { query: { ...keysetQuery(filters), pageSize }, ...auth }),
    staff: () => backend.call(ROUTES.staff, auth),
    demote: (id: string) => backend.call(ROUTES.demoteTeacher, { params: { id }, ...auth }),
    invitations: () => backend.call(ROUTES.invitations, auth),
    invite: (email: string) => backend.call(ROUTES.invite, { body: { email }, ...auth }),
    /** One page (50) of the school's security events, newest first; `before`: the last page's nextBefore. */
    securityEvents: (type: string | undefined, before: string | undefined) =>
      backend.call(ROUTES.securityEvents, { query: { type, before }, ...auth }),

    // Classes (backend/src/classes): a teacher's own, every class for an admin.
    classes: () => backend.call(ROUTES.classes, auth),
    createClass: (body: CreateClassRequest) => backend.call(ROUTES.createClass, { body, ...auth }),
    classDetail: (id: string) => backend.call(ROUTES.classDetail, { params: { id }, ...auth }),
    /** Only the fields sent change (rules, name, joining, archived). */
    updateClass: (id: string, body: UpdateClassRequest) =>
      backend.call(ROUTES.updateClass, { params: { id }, body, ...auth }),
    /** A new join code; the old one stops working at once. */
    rotateJoinCode: (id: string) => backend.call(ROUTES.rotateJoinCode, { params: { id }, ...auth }),
    addClassTeacher: (id: string, email: string) =>
      backend.call(ROUTES.addClassTeacher, { params: { id }, body: { email }, ...auth }),
    removeClassTeacher: (id: string, userId: string) =>
      backend.call(ROUTES.removeClassTeacher, { params: { id, userId }, ...auth }),
    removeClassStudent: (id: string, userId: string) =>
      backend.call(ROUTES.removeClassStudent, { params: { id, userId }, ...auth }),
    /** Who asked in the last minutes and who waits for a teacher (the live view polls it). */
    classLive: (id: string) => backend.call(ROUTES.classLive, { params: { id }, ...auth }),

    // Safety alerts (backend/src/safety/alerts; docs/safety.md): only the conversation's class
    // teachers and admins see an alert; opening one is recorded in the access log.
    safetyAlerts: (query: SafetyAlertsQuery) => backend.call(ROUTES.safetyAlerts, { query, ...auth }),
    safetyAlert: (id: string) => backend.call(ROUTES.safetyAlert, { params: { id }, ...auth }),
    acknowledgeSafetyAlert: (id: string) =>
      backend.call(ROUTES.acknowledgeSafetyAlert, { params: { id }, ...auth }),
    resolveSafetyAlert: (id: string, body: ResolveSafetyAlertRequest) =>
      backend.call(ROUTES.resolveSafetyAlert, { params: { id }, body, ...auth }),
    safetyDigest: (query: SafetyDigestQuery) => backend.call(ROUTES.safetyDigest, { query, ...auth }),
    /** Admins: alerts resolved as false alarms, with their message (to grow the labelled set). */
    safetyFalseAlarms: () => backend.call(ROUTES.safetyFalseAlarms, auth),
  };
}

export type TeacherApi = ReturnType<typeof createTeacherApi>;
