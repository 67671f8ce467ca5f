import type { EscalationStatus, QuestionStatus } from '@elearning/contract';

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
