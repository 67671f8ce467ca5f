import { useEffect, useState } from 'react';
import type { AiUsageTodayResponse } from '@elearning/contract';
import type { QuestionApi } from '../api/questionApi';
import { type Turn, isWriting } from './useConversation';

/**
 * Today's AI tutor use, read when the page opens and again each time an answer ends (the moment
 * the count moves). A failed read shows nothing: the notice is a courtesy, the server enforces.
 */
export function useTutorTimeLeft(api: QuestionApi, turns: readonly Turn[]): AiUsageTodayResponse | null {
  const [usage, setUsage] = useState<AiUsageTodayResponse | null>(null);
  // Changes when an answer ends (or starts over and ends again), not while one is being written.
  const ended = turns
    .filter((turn) => !isWriting(turn))
    .map((turn) => `${turn.id}:${turn.version}:${turn.phase}`)
    .join('|');
  useEffect(() => {
    let current = true;
    api.usageToday().then(
      (today) => current && setUsage(today),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api, ended]);
  return usage;
}
