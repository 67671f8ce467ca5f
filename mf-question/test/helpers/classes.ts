import type { ClassDetailView, ClassRulesView, ClassSummaryView } from '@elearning/contract';
import { json } from './fakeBackend';

/** A class as GET /classes shows it to one of its students. */
export function classSummary(
  id: string,
  name: string,
  overrides: Partial<ClassSummaryView> = {},
): ClassSummaryView {
  return {
    id,
    name,
    subject: null,
    archived: false,
    membership: 'student',
    joinCode: null,
    joiningEnabled: true,
    teacherNames: ['Ms Head'],
    studentCount: null,
    school: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const openRules: ClassRulesView = {
  tutorPaused: false,
  guideOnly: false,
  instructions: '',
  openHours: null,
  dailyTokensPerStudent: null,
};

/** GET /classes/:id's body for a student: the class and its rules. */
export function classDetailJson(summary: ClassSummaryView, rules: Partial<ClassRulesView> = {}): Response {
  const detail: ClassDetailView = {
    ...summary,
    rules: { ...openRules, ...rules },
    teachers: [{ id: 't1', name: 'Ms Head', email: null }],
    students: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
  return json({ success: true, class: detail });
}

export const classListJson = (classes: ClassSummaryView[]) => json({ success: true, classes });

/** GET /auth/me: the signed-in student (the picker remembers the class per account). */
export const meJson = (id = 'student-1') =>
  json({
    success: true,
    user: {
      id,
      name: 'Sam Student',
      email: 'sam@example.com',
      role: 'student',
      emailVerified: true,
      vouched: true,
    },
    unseenReplies: 0,
  });
