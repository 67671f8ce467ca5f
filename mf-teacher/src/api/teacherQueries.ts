import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContactState, SafetyDigestQuery } from '@elearning/contract';
import type {
  AccessLogFilters,
  QuestionFilters,
  SafetyAlertFilters,
  StudentUsageFilters,
  TeacherApi,
} from './teacherApi';
import { teacherKeys } from './queryKeys';

export const QUESTIONS_PAGE_SIZE = 20;
export const SAFETY_PAGE_SIZE = 20;

/**
 * Every server read of the console as TanStack Query options: `useQuery(queries.overview())`.
 * A page that must stay current adds its own options, e.g.
 * `useQuery({ ...queries.overview(), refetchInterval: 30_000 })`; a write invalidates the keys
 * (queryKeys.ts) whose answers it changes. Paged lists keep showing the page on screen while the
 * next one loads.
 */
export function createTeacherQueries(api: TeacherApi) {
  return {
    /** Who is signed in; read once per console (a role change ends the account's sessions anyway). */
    me: () => queryOptions({ queryKey: teacherKeys.me, queryFn: () => api.me(), staleTime: Infinity }),
    overview: () => queryOptions({ queryKey: teacherKeys.overview, queryFn: () => api.overview() }),
    schoolAiUsage: () =>
      queryOptions({ queryKey: teacherKeys.schoolAiUsage, queryFn: () => api.schoolAiUsage() }),
    questions: (filters: QuestionFilters) =>
      queryOptions({
        queryKey: teacherKeys.questions.list(filters, QUESTIONS_PAGE_SIZE),
        queryFn: () => api.questions(filters, QUESTIONS_PAGE_SIZE),
        placeholderData: keepPreviousData,
      }),
    /** Each read is recorded in the access log: never refetched unless a page asks for it again. */
    question: (id: string) =>
      queryOptions({ queryKey: teacherKeys.questions.detail(id), queryFn: () => api.question(id) }),
    contactInbox: (state: ContactState, after: string | undefined) =>
      queryOptions({
        queryKey: teacherKeys.contact.inbox(state, after),
        queryFn: () => api.contactInbox(state, after),
        placeholderData: keepPreviousData,
      }),
    /** Recorded in the access log, like a question. */
    contactQuery: (id: string) =>
      queryOptions({ queryKey: teacherKeys.contact.query(id), queryFn: () => api.contactQuery(id) }),
    studentsUsage: (filters: StudentUsageFilters) =>
      queryOptions({
        queryKey: teacherKeys.students.usage(filters),
        queryFn: () => api.aiUsage(filters),
        placeholderData: keepPreviousData,
      }),
    /** Recorded in the access log, like a question. */
    student: (id: string) =>
      queryOptions({ queryKey: teacherKeys.students.detail(id), queryFn: () => api.student(id) }),
    accessLog: (filters: AccessLogFilters) =>
      queryOptions({
        queryKey: teacherKeys.accessLog(filters),
        queryFn: () => api.accessLog(filters),
        placeholderData: keepPreviousData,
      }),
    /** The Classes area and the class picker of the console's lists (common/ClassPicker.tsx). */
    classes: () => queryOptions({ queryKey: teacherKeys.classes.list, queryFn: () => api.classes() }),
    classDetail: (id: string) =>
      queryOptions({ queryKey: teacherKeys.classes.detail(id), queryFn: () => api.classDetail(id) }),
    /** The live view adds its refetchInterval (ClassLivePage.tsx). */
    classLive: (id: string) =>
      queryOptions({ queryKey: teacherKeys.classes.live(id), queryFn: () => api.classLive(id) }),
    /**
     * A list of safety alerts; the banner and the badge ask for pageSize 1 (the total and the
     * newest) and add their refetchInterval (safety/SafetyBanner.tsx).
     */
    safetyAlerts: (query: SafetyAlertFilters) =>
      queryOptions({
        queryKey: teacherKeys.safety.list(query),
        queryFn: () => api.safetyAlerts(query),
        placeholderData: keepPreviousData,
      }),
    /** Recorded in the access log, like a question: never refetched unless the page asks again. */
    safetyAlert: (id: string) =>
      queryOptions({ queryKey: teacherKeys.safety.detail(id), queryFn: () => api.safetyAlert(id) }),
    safetyDigest: (query: SafetyDigestQuery) =>
      queryOptions({
        queryKey: teacherKeys.safety.digest(query),
        queryFn: () => api.safetyDigest(query),
        placeholderData: keepPreviousData,
      }),
    staff: () => queryOptions({ queryKey: teacherKeys.admin.staff, queryFn: () => api.staff() }),
    invitations: () =>
      queryOptions({ queryKey: teacherKeys.admin.invitations, queryFn: () => api.invitations() }),
    /** Pages of 50, newest first: "Load more" asks for the events before the last one shown. */
    securityEvents: (type: string | undefined) =>
      infiniteQueryOptions({
        queryKey: teacherKeys.admin.securityEvents(type),
        queryFn: ({ pageParam }) => api.securityEvents(type, pageParam),
        initialPageParam: undefined as string | undefined,
        getNextPageParam: (last) => last.nextBefore ?? undefined,
      }),
  };
}

export type TeacherQueries = ReturnType<typeof createTeacherQueries>;
