import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiUsageTodayResponse } from '@elearning/contract';
import type { QuestionApi } from '../api/questionApi';
import { questionKeys } from '../api/queryKeys';
import { type Turn, isWriting } from './turnState';

/**
 * Today's AI tutor use, read when the page opens and again each time an answer ends (the moment
 * the count moves). A failed read shows nothing: the notice is a courtesy, the server enforces.
 */
export function useTutorTimeLeft(
  api: QuestionApi,
  turns: readonly Turn[],
  /** The class the page asks in: its own allowance, if it has one. */
  classId?: string,
): AiUsageTodayResponse | null {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: questionKeys.usageToday(classId ?? ''),
    queryFn: () => api.usageToday(classId),
  });
  // Changes when an answer ends (or starts over and ends again), not while one is being written.
  const ended = turns
    .filter((turn) => !isWriting(turn))
    .map((turn) => `${turn.id}:${turn.version}:${turn.phase}`)
    .join('|');
  const endedBefore = useRef(ended);
  useEffect(() => {
    if (endedBefore.current === ended) return;
    endedBefore.current = ended;
    void queryClient.invalidateQueries({ queryKey: questionKeys.usageTodayAll });
  }, [ended, queryClient]);
  return data ?? null;
}
