import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type {
  OwnContactQueryView,
  OwnQuestionSupport,
  QuestionSupportView,
  ShellApi,
} from '@elearning/contract';
import type { BackendClient } from '@elearning/remote-kit';
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

/**
 * Loads what teachers did on the student's questions and contact queries once per page, then tells
 * the backend (and the shell's count in the navigation) that the student has seen the replies.
 * A failure here leaves the page as it is: the AI tutor keeps working without it.
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
  const [items, setItems] = useState<OwnQuestionSupport[]>([]);
  const [contactReplies, setContactReplies] = useState<OwnContactQueryView[]>([]);

  useEffect(() => {
    let current = true;
    void Promise.all([api.questionsWithSupport(), api.contactReplies()])
      .then(async ([questions, contact]) => {
        if (!current) return;
        setItems(questions.items);
        setContactReplies(contact.items);
        await api.markSeen();
        shell.refreshUser?.();
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, shell]);

  const escalate = useCallback(
    async (questionId: string, note: string, conversationId = questionId) => {
      const { support } = await api.escalate(questionId, note);
      setItems((previous) => [
        { questionId, conversationId, support },
        ...previous.filter((item) => item.questionId !== questionId),
      ]);
    },
    [api],
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
