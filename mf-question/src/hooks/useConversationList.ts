import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationSummary } from '@elearning/contract';
import { SessionExpiredError } from '@elearning/remote-kit';
import type { QuestionApi } from '../api/questionApi';
import { questionKeys } from '../api/queryKeys';

export const HISTORY_PAGE_SIZE = 10;

export interface ConversationList {
  items: ConversationSummary[];
  total: number;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
  /** Re-reads the pages already loaded (a new turn, an answer ended). */
  refresh(): void;
}

/** The student's conversations (GET /ques/conversations), latest activity first, paged with "Load more". */
export function useConversationList(api: QuestionApi): ConversationList {
  const query = useInfiniteQuery({
    queryKey: questionKeys.conversations,
    queryFn: ({ pageParam }) => api.listConversations(pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length + 1 : undefined,
  });
  const pages = query.data?.pages;
  // A conversation that moved up between two page loads: list each once.
  const items = useMemo(() => {
    const byId = new Map<string, ConversationSummary>();
    for (const item of pages?.flatMap((page) => page.items) ?? [])
      if (!byId.has(item.id)) byId.set(item.id, item);
    return [...byId.values()];
  }, [pages]);
  const { error } = query;
  return {
    items,
    total: pages?.at(-1)?.total ?? 0,
    loading: query.isFetching,
    // An expired session is the shell's to show (it is taking the student to /login).
    error: error && !(error instanceof SessionExpiredError) ? error.message : null,
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    refresh: () => void query.refetch(),
  };
}
