import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnContactQueryView,
  OwnQuestionSupportResponse,
  QuestionSupportView,
  ShellApi,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';
import { questionKeys } from '../api/queryKeys';
import { createTeacherSupportApi } from './teacherSupportApi';

export interface TeacherSupport {
  /** Teacher activity per question id (escalation, teacher answers, "incorrect" flag). */
  byQuestion: ReadonlyMap<string, QuestionSupportView>;
  /** The same per conversation: the support of each of its questions teachers touched. */
  byConversation: ReadonlyMap<string, QuestionSupportView[]>;
  contactReplies: OwnContactQueryView[];
  /** Sends the question (of that conversation) to the teachers; throws the backend client's errors. */
  escalate(questionId: string, note: string, conversationId?: string): Promise<void>;
}

const EMPTY: TeacherSupport = {
  byQuestion: new Map(),
  byConversation: new Map(),
  contactReplies: [],
  escalate: async () => undefined,
};
const TeacherSupportContext = createContext<TeacherSupport>(EMPTY);
export const useTeacherSupport = () => useContext(TeacherSupportContext);

const NONE: never[] = [];

/**
 * Loads what teachers did on the student's questions and contact queries once per page, then tells
 * the backend (and the shell's count in the navigation) that the student has seen the replies.
 * A failure here leaves the page as it is: the AI tutor keeps working without it. Needs the page's
 * QueryClientProvider.
 */
export function TeacherSupportProvider({
  shell,
  backend,
  children,
}: {
  shell: ShellApi;
  backend: BackendClient;
  children: ReactNode;
}) {
  const api = useMemo(() => createTeacherSupportApi(backend), [backend]);
  const queryClient = useQueryClient();
  const questions = useQuery({
    queryKey: questionKeys.supportQuestions,
    queryFn: () => api.questionsWithSupport(),
  });
  const contact = useQuery({ queryKey: questionKeys.contactReplies, queryFn: () => api.contactReplies() });
  const items = questions.data?.items ?? NONE;
  const contactReplies = contact.data?.items ?? NONE;

  // Once both are on the page, the student has seen them.
  const markSeen = useMutation({
    mutationFn: () => api.markSeen(),
    onSuccess: () => shell.refreshUser?.(),
  });
  const { mutate: sendSeen } = markSeen;
  const seenSent = useRef(false);
  const bothLoaded = questions.isSuccess && contact.isSuccess;
  useEffect(() => {
    if (!bothLoaded || seenSent.current) return;
    seenSent.current = true;
    sendSeen();
  }, [bothLoaded, sendSeen]);

  // The backend answers with the question's support as stored: shown first in the list at once.
  const escalation = useMutation({
    mutationFn: ({ questionId, note }: { questionId: string; note: string; conversationId: string }) =>
      api.escalate(questionId, note),
    onSuccess: ({ support }, { questionId, conversationId }) =>
      queryClient.setQueryData<OwnQuestionSupportResponse>(questionKeys.supportQuestions, (stored) => ({
        success: true,
        items: [
          { questionId, conversationId, support },
          ...(stored?.items ?? []).filter((item) => item.questionId !== questionId),
        ],
      })),
  });
  const { mutateAsync: sendEscalation } = escalation;
  const escalate = useCallback(
    async (questionId: string, note: string, conversationId = questionId) => {
      await sendEscalation({ questionId, note, conversationId });
    },
    [sendEscalation],
  );
  const value = useMemo(() => {
    const byQuestion = new Map(items.map((item) => [item.questionId, item.support]));
    const byConversation = new Map<string, QuestionSupportView[]>();
    for (const item of items) {
      byConversation.set(item.conversationId, [
        ...(byConversation.get(item.conversationId) ?? []),
        item.support,
      ]);
    }
    return { byQuestion, byConversation, contactReplies, escalate };
  }, [items, contactReplies, escalate]);
  return <TeacherSupportContext.Provider value={value}>{children}</TeacherSupportContext.Provider>;
}
