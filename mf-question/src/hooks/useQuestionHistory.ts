import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { QuestionView } from '@elearning/contract';
import { SessionExpiredError } from '@elearning/remote-kit';
import type { QuestionApi } from '../api/questionApi';

export const HISTORY_PAGE_SIZE = 10;

export interface QuestionHistory {
  items: QuestionView[];
  total: number;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
  /** Re-reads the pages already loaded (a new or changed question). */
  refresh(): void;
}

/** The student's past questions (GET /ques), newest first, paged with "Load more". */
export function useQuestionHistory(api: QuestionApi): QuestionHistory {
  const query = useInfiniteQuery({
    queryKey: ['questions'],
    queryFn: ({ pageParam }) => api.listQuestions(pageParam, HISTORY_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length + 1 : undefined,
  });
  const pages = query.data?.pages;
  // A question asked between two page loads moves the others down one place: list each once.
  const items = useMemo(() => {
    const byId = new Map<string, QuestionView>();
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
