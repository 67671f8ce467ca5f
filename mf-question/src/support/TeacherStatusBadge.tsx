import { useTeacherSupport } from './TeacherSupportContext';
import { WAITING_FOR_TEACHER } from './TeacherSupportBlock';

/** In the history: "Waiting for a teacher" or "Teacher answered" beside a question. */
export function TeacherStatusBadge({ questionId }: { questionId: string }) {
  const support = useTeacherSupport().byQuestion.get(questionId);
  if (support?.replies.length) return <span className="badge text-bg-success">Teacher answered</span>;
  if (support?.escalation?.status === 'waiting')
    return <span className="badge text-bg-info">{WAITING_FOR_TEACHER}</span>;
  return null;
}
