import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClassRulesView, ClassSummaryView } from '@elearning/contract';
import { ApiError } from '@elearning/remote-kit';
import type { AccountApi } from '../api/accountApi';
import type { ClassesApi } from '../api/classesApi';
import { questionKeys } from '../api/queryKeys';
import { rememberClass, rememberedClass } from './classStorage';

/** How often the chosen class's rules are read again while the page is open (a teacher may pause). */
export const CLASS_RULES_REFRESH_MS = 60_000;

export interface ClassesState {
  /** The classes the student is in now (empty while loading or when they cannot be read). */
  classes: ClassSummaryView[];
  /** GET /classes has not answered yet. */
  loading: boolean;
  /** GET /classes failed (the page works without classes; the backend picks the class). */
  error: Error | null;
  /**
   * The class a new question goes to: the one picked, else the one remembered for this account,
   * else the first. Null for a student in no class.
   */
  chosen: ClassSummaryView | null;
  choose(classId: string): void;
  /** The chosen class's rules, read again on focus and every minute; undefined until read. */
  rules: ClassRulesView | undefined;
}

export function useClasses(classesApi: ClassesApi, accountApi: AccountApi): ClassesState {
  const queryClient = useQueryClient();
  // The same query as the account menu's: one request for both.
  const { data: account } = useQuery({ queryKey: questionKeys.account, queryFn: () => accountApi.me() });
  const list = useQuery({
    queryKey: questionKeys.classes,
    queryFn: () => classesApi.list(),
    // A teacher may remove the student or archive the class meanwhile.
    refetchOnWindowFocus: true,
  });
  const [picked, setPicked] = useState<string | null>(null);
  // GET /classes answers a teacher with the classes they teach: none of those is theirs to ask in.
  const classes = (list.data ?? []).filter((item) => item.membership === 'student');
  const remembered = account ? rememberedClass(account.id) : null;
  const chosen =
    classes.find((item) => item.id === picked) ??
    classes.find((item) => item.id === remembered) ??
    classes[0] ??
    null;

  const detail = useQuery({
    queryKey: questionKeys.classDetail(chosen?.id ?? ''),
    queryFn: () => classesApi.detail(chosen!.id),
    enabled: chosen !== null,
    // Pausing and hints only take effect at once on the server: the page follows within a minute,
    // and at once when the student comes back to the tab.
    refetchOnWindowFocus: true,
    refetchInterval: CLASS_RULES_REFRESH_MS,
  });
  // 404: the student is no longer in that class (removed, or the class archived).
  const gone = detail.error instanceof ApiError && detail.error.status === 404;
  useEffect(() => {
    if (gone) void queryClient.invalidateQueries({ queryKey: questionKeys.classes });
  }, [gone, queryClient]);

  const choose = (classId: string) => {
    setPicked(classId);
    if (account) rememberClass(account.id, classId);
  };
  return {
    classes,
    loading: list.isPending,
    error: list.error,
    chosen,
    choose,
    rules: detail.data?.rules,
  };
}
