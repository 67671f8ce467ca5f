import type {
  OwnContactRepliesResponse,
  OwnQuestionSupportResponse,
  QuestionSupportResponse,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';

/** The student's side of teacher support (docs/teachers.md); every call sends the session's token. */
export function createTeacherSupportApi(backend: BackendClient) {
  const authenticated = true;
  return {
    escalate: (questionId: string, note: string) =>
      backend.post<QuestionSupportResponse>(
        `/ques/${encodeURIComponent(questionId)}/escalate`,
        note ? { note } : {},
        { authenticated },
      ),
    questionsWithSupport: () =>
      backend.get<OwnQuestionSupportResponse>('/support/questions', { authenticated }),
    contactReplies: () =>
      backend.get<OwnContactRepliesResponse>('/support/contact-replies', { authenticated }),
    markSeen: () => backend.post<{ success: true }>('/support/seen', {}, { authenticated }),
  };
}
