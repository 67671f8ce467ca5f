import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuestionView } from '@elearning/contract';
import type { QuestionApi } from '../api/questionApi';
import { UnauthorizedError } from '../api/errors';

export const HISTORY_PAGE_SIZE = 10;

export interface QuestionHistory {
  items: QuestionView[];
  total: number;
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadMore(): void;
  /** Re-reads the first page (new or changed questions) and keeps the pages already loaded. */
  refresh(): void;
}

function newestFirst(a: QuestionView, b: QuestionView): number {
  return b.createdAt.localeCompare(a.createdAt);
}

/** Merges a freshly read first page into the loaded list: fresh copies win, order is newest first. */
function mergeFirstPage(loaded: QuestionView[], firstPage: QuestionView[]): QuestionView[] {
  const freshIds = new Set(firstPage.map((item) => item.id));
  return [...firstPage, ...loaded.filter((item) => !freshIds.has(item.id))].sort(newestFirst);
}

/** The student's past questions (GET /ques), paged with "Load more". */
export function useQuestionHistory(api: QuestionApi, onUnauthorized: () => void): QuestionHistory {
  const [items, setItems] = useState<QuestionView[]>([]);
  const [total, setTotal] = useState(0);
  const [loadedPages, setLoadedPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef({ api, onUnauthorized });
  latest.current = { api, onUnauthorized };
  const mounted = useRef(true);

  const load = useCallback(async (page: number) => {
    setLoading(true);
    setError(null);
    try {
      const result = await latest.current.api.listQuestions(page, HISTORY_PAGE_SIZE);
      if (!mounted.current) return;
      setTotal(result.total);
      if (page === 1) {
        setItems((loaded) => mergeFirstPage(loaded, result.items));
        setLoadedPages((pages) => Math.max(pages, 1));
      } else {
        setItems((loaded) => mergeFirstPage(result.items, loaded));
        setLoadedPages(page);
      }
    } catch (caught) {
      if (!mounted.current) return;
      if (caught instanceof UnauthorizedError) latest.current.onUnauthorized();
      else setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      if (mounted.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void load(1);
    return () => {
      mounted.current = false;
    };
  }, [load]);

  return {
    items,
    total,
    loading,
    error,
    hasMore: items.length < total,
    loadMore: () => void load(loadedPages + 1),
    refresh: () => void load(1),
  };
}
