import type { ContactState, SafetyDigestQuery } from '@elearning/contract';
import type {
  AccessLogFilters,
  QuestionFilters,
  SafetyAlertFilters,
  StudentUsageFilters,
} from './teacherApi';

/**
 * Every query key of the console, in one place: pages read with them (teacherQueries.ts), writes
 * invalidate or update with them. Keys nest, so a prefix names a whole area
 * (`teacherKeys.students.all`: the students' list pages and every student's page).
 */
export const teacherKeys = {
  /** GET /auth/me: the signed-in account's role. */
  me: ['me'] as const,
  overview: ['overview'] as const,
  schoolAiUsage: ['ai-usage', 'school'] as const,
  questions: {
    all: ['questions'] as const,
    lists: ['questions', 'list'] as const,
    list: (filters: QuestionFilters, pageSize: number) =>
      ['questions', 'list', { ...filters, pageSize }] as const,
    detail: (id: string) => ['questions', 'detail', id] as const,
  },
  contact: {
    inboxes: ['contact', 'inbox'] as const,
    inbox: (state: ContactState, after: string | undefined) => ['contact', 'inbox', { state, after }] as const,
    query: (id: string) => ['contact', 'query', id] as const,
  },
  students: {
    all: ['students'] as const,
    /** The filters include the class picker's classId: another class is another list. */
    usage: (filters: StudentUsageFilters) => ['students', 'usage', filters] as const,
    detail: (id: string) => ['students', 'detail', id] as const,
  },
  /** GET /classes and /classes/:id (its rules, teachers, students) and the live view. */
  classes: {
    all: ['classes'] as const,
    list: ['classes', 'list'] as const,
    detail: (id: string) => ['classes', 'detail', id] as const,
    live: (id: string) => ['classes', 'live', id] as const,
  },
  /**
   * Safety alerts: every list (the Safety page's, the banner's and the badge's counts) under
   * `lists`, so that acknowledging or resolving one reads them all again.
   */
  safety: {
    all: ['safety'] as const,
    lists: ['safety', 'list'] as const,
    list: (query: SafetyAlertFilters) => ['safety', 'list', query] as const,
    detail: (id: string) => ['safety', 'detail', id] as const,
    digest: (query: SafetyDigestQuery) => ['safety', 'digest', query] as const,
  },
  accessLog: (filters: AccessLogFilters) => ['access-log', filters] as const,
  /** The administrators' areas (GET /admin/*). */
  admin: {
    all: ['admin'] as const,
    staff: ['admin', 'staff'] as const,
    invitations: ['admin', 'invitations'] as const,
    securityEvents: (type: string | undefined) => ['admin', 'security-events', { type }] as const,
  },
};
