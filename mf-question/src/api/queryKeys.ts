/**
 * Every query key of the question page, in one place: reads use them, writes update or invalidate
 * them. The page's QueryClient is its own (QuestionPage.tsx), so the keys need no prefix.
 */
export const questionKeys = {
  /** The student's conversations, paged with "Load more" (useConversationList.ts). */
  conversations: ['conversations', 'list'] as const,
  conversation: (id: string) => ['conversations', 'detail', id] as const,
  /** The turns asked before the turn `before` (a conversation is read a page at a time). */
  conversationBefore: (id: string, before: string) =>
    ['conversations', 'detail', id, 'before', before] as const,
  preferences: ['preferences'] as const,
  /** Today's use against the allowance of a class ('' : the school's); invalidate with usageTodayAll. */
  usageToday: (classId: string) => ['ai-usage', 'today', classId] as const,
  usageTodayAll: ['ai-usage', 'today'] as const,
  /** GET /auth/me: the account menu (account/AccountMenu.tsx). */
  account: ['auth', 'me'] as const,
  supportQuestions: ['support', 'questions'] as const,
  contactReplies: ['support', 'contact-replies'] as const,
  /** GET /classes: the student's classes (classes/useClasses.ts); joining one invalidates it. */
  classes: ['classes', 'list'] as const,
  /** GET /classes/:id: the class's rules, read again on focus and every minute. */
  classDetail: (id: string) => ['classes', 'detail', id] as const,
};
