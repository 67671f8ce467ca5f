import { useQuery } from '@tanstack/react-query';
import { useConsole } from '../common/console-context';

/**
 * How often the banner and the badge ask again while the console is open: an urgent alert must
 * reach an adult within a minute (docs/safety.md), so at most 15 seconds after it is raised here,
 * and at once when the teacher comes back to the window.
 */
export const SAFETY_REFRESH_MS = 15_000;

const live = { refetchInterval: SAFETY_REFRESH_MS, refetchOnWindowFocus: true } as const;

/**
 * The open urgent alerts (the total and the newest: GET /teacher/safety/alerts?status=open
 * &tier=urgent&pageSize=1) and the open concerns' total: the banner and the Safety badge read the
 * same two queries (one request each per interval, however many components show them).
 */
export function useOpenAlerts() {
  const { queries } = useConsole();
  const urgent = useQuery({
    ...queries.safetyAlerts({ status: 'open', tier: 'urgent', page: 1, pageSize: 1 }),
    ...live,
  });
  const concern = useQuery({
    ...queries.safetyAlerts({ status: 'open', tier: 'concern', page: 1, pageSize: 1 }),
    ...live,
  });
  return {
    newestUrgent: urgent.data?.items[0],
    urgentTotal: urgent.data?.total ?? 0,
    /** Open urgent and concern alerts (conduct goes to the daily digest, not the badge). */
    openTotal: (urgent.data?.total ?? 0) + (concern.data?.total ?? 0),
    error: urgent.error ?? concern.error,
  };
}
