import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SupportOverview } from '@elearning/contract';
import { createTestShell } from '@elearning/remote-kit/testing';
import type { TeacherApi } from '../src/api/teacherApi';
import type { TeacherQueries } from '../src/api/teacherQueries';
import { ConsoleContext } from '../src/common/console-context';
import { OverviewLine } from '../src/OverviewLine';

/** The line alone, with the overview the backend would answer. */
function renderLine(overview: SupportOverview) {
  const queries = {
    overview: () => ({ queryKey: ['overview'], queryFn: async () => ({ success: true, overview }) }),
  } as unknown as TeacherQueries;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConsoleContext.Provider value={{ shell: createTestShell(), api: {} as TeacherApi, queries }}>
        <OverviewLine />
      </ConsoleContext.Provider>
    </QueryClientProvider>,
  );
}

test.each([
  [
    { escalationsWaiting: 1, contactOpen: 1, questionsToday: 1 },
    '1 escalation waiting · 1 contact query open · 1 question today',
  ],
  [
    { escalationsWaiting: 0, contactOpen: 0, questionsToday: 0 },
    '0 escalations waiting · 0 contact queries open · 0 questions today',
  ],
  [
    { escalationsWaiting: 2, contactOpen: 12, questionsToday: 31 },
    '2 escalations waiting · 12 contact queries open · 31 questions today',
  ],
])('the overview line says one and many right: %j', async (overview, text) => {
  renderLine(overview);
  expect(await screen.findByText(/waiting/)).toHaveTextContent(text);
});
