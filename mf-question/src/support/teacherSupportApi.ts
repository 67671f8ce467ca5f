import { ROUTES } from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/** The student's side of teacher support (docs/teachers.md); every call sends the session's token. */
export function createTeacherSupportApi(backend: BackendClient) {
  const authenticated = true;
  return {
    escalate: (questionId: string, note: string) =>
      backend.call(ROUTES.escalate, {
        params: { id: questionId },
        body: note ? { note } : {},
        authenticated,
      }),
    questionsWithSupport: () => backend.call(ROUTES.ownQuestionSupport, { authenticated }),
    contactReplies: () => backend.call(ROUTES.ownContactReplies, { authenticated }),
    markSeen: () => backend.call(ROUTES.supportSeen, { authenticated }),
  };
}
