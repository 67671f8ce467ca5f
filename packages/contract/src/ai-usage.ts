/**
 * Daily AI tutor quotas (docs/tutor.md, daily quotas): the student's own use today, and the teachers' view of every
 * student's use, the one-day raise and the school's ceiling. The day is the school's
 * (SCHOOL_TIME_ZONE); tokens are what the model provider reported, or an estimate from characters.
 */
import type { ClassScopedPageQuery } from './api.js';
import type { PersonRef } from './support.js';

/** GET /ai-usage/today: the student's AI tutor use in the school's day. */
/** GET /ai-usage/today?classId: the allowance of that class of the student's (docs/classes.md). */
export interface AiUsageTodayQuery {
  classId?: string;
}
export interface AiUsageTodayResponse {
  success: true;
  usedTokens: number;
  /** Today's allowance: AI_DAILY_TOKENS_PER_STUDENT plus what a teacher added for today. */
  limitTokens: number;
  /** 0 to 1: the share of today's tutor time left (0 also when the school's ceiling is reached). */
  remaining: number;
  /** When the allowance starts again (midnight in the school's time zone), and in how many seconds. */
  resetsAt: string;
  resetsInSeconds: number;
  /** The whole school's daily ceiling (AI_DAILY_TOKENS_TOTAL) is used up. */
  schoolCeilingReached: boolean;
  /**
   * False: nobody vouched for the account yet (email not verified, not approved by a teacher), so
   * its allowance is the small one (AI_DAILY_TOKENS_UNVERIFIED); the page says how to get the full one.
   */
  fullAllowance: boolean;
}

/** One student's use today, as teachers see it. */
export interface StudentAiUsageView {
  student: PersonRef;
  usedTokens: number;
  limitTokens: number;
  /** What teachers added for today (already in limitTokens). */
  extraTokens: number;
}

/** The whole school's use today and its ceiling (null: no ceiling). */
export interface SchoolAiUsageView {
  day: string;
  timeZone: string;
  usedTokens: number;
  ceilingTokens: number | null;
  /** When today's use reached the ceiling (null: not reached, or no ceiling). */
  ceilingReachedAt: string | null;
  perStudentTokens: number;
}

/** GET /teacher/ai-usage?student=&page=&pageSize=: students by use today (most first). */
export interface TeacherAiUsageQuery extends ClassScopedPageQuery {
  /** A student's name or email, or part of it. */
  student?: string;
}
export interface TeacherAiUsageResponse {
  success: true;
  school: SchoolAiUsageView;
  items: StudentAiUsageView[];
  page: number;
  pageSize: number;
  total: number;
}

/** POST /teacher/students/:id/ai-quota: adds tokens to one student's allowance, for today only. */
export interface RaiseAiQuotaRequest {
  extraTokens: number;
}
export interface RaiseAiQuotaResponse {
  success: true;
  usage: StudentAiUsageView;
}

/** GET /teacher/ai-usage/school: the school's use today (the console's ceiling notice). */
export interface SchoolAiUsageResponse {
  success: true;
  school: SchoolAiUsageView;
}
