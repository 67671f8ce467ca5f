import { useTeacherSupport } from './TeacherSupportContext';
import { WAITING_FOR_TEACHER } from './TeacherSupportBlock';

/** In the list of conversations: "Waiting for a teacher" or "Teacher answered". */
export function TeacherStatusBadge({ conversationId }: { conversationId: string }) {
  const supports = useTeacherSupport().byConversation.get(conversationId) ?? [];
  if (supports.some((support) => support.escalation?.status === 'waiting'))
    return <span className="badge text-bg-info">{WAITING_FOR_TEACHER}</span>;
  if (supports.some((support) => support.replies.length > 0))
    return <span className="badge text-bg-success">Teacher answered</span>;
  return null;
}
