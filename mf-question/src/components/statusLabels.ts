import type { QuestionStatus } from '@elearning/contract';

export const STATUS_LABELS: Record<QuestionStatus, { text: string; badge: string }> = {
  answered: { text: 'Answered', badge: 'text-bg-success' },
  pending: { text: 'Not finished', badge: 'text-bg-warning' },
  stopped: { text: 'Stopped', badge: 'text-bg-secondary' },
  failed: { text: 'Failed', badge: 'text-bg-danger' },
};
