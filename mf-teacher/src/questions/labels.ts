import type { EscalationStatus, FeedbackRating, QuestionStatus } from '@elearning/contract';

export const STATUS_LABELS: Record<QuestionStatus, string> = {
  pending: 'Not answered',
  answered: 'Answered',
  failed: 'Failed',
  stopped: 'Stopped',
};

export const ESCALATION_LABELS: Record<EscalationStatus, { text: string; badge: string }> = {
  waiting: { text: 'Waiting for a teacher', badge: 'text-bg-warning' },
  answered: { text: 'Teacher answered', badge: 'text-bg-success' },
};

/** The student's thumbs up / down on the AI's answer. */
export const FEEDBACK_LABELS: Record<FeedbackRating, { text: string; badge: string }> = {
  up: { text: 'Student: helpful', badge: 'text-bg-light border' },
  down: { text: 'Student: not helpful', badge: 'text-bg-warning' },
};
