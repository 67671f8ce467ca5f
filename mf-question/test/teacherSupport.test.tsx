import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnyRoute, QuestionSupportView } from '@elearning/contract';
import { pathOf, type BackendClient } from '@elearning/remote-kit';
import { createTestShell } from '@elearning/remote-kit/testing';
import { TeacherSupportBlock } from '../src/support/TeacherSupportBlock';
import { TeacherSupportProvider } from '../src/support/TeacherSupportContext';
import { TeacherStatusBadge } from '../src/support/TeacherStatusBadge';

const answered: QuestionSupportView = {
  escalation: { note: 'Step 2?', status: 'answered', createdAt: '2026-11-23T10:00:00.000Z' },
  replies: [
    {
      id: 'r1',
      body: 'Use **Rayleigh** scattering.',
      teacherName: 'Ms Head',
      createdAt: '2026-11-23T11:00:00.000Z',
    },
  ],
  incorrect: { comment: 'Wrong colour.', teacherName: 'Ms Head', createdAt: '2026-11-23T11:00:00.000Z' },
};

/** The backend client at the boundary: canned answers per route, what was posted recorded. */
function fakeBackend(items: { questionId: string; support: QuestionSupportView }[]) {
  const posted: { path: string; body: unknown }[] = [];
  const backend = {
    call: jest.fn(
      async (route: AnyRoute, options: { params?: Record<string, string>; body?: unknown } = {}) => {
        const path = pathOf(route, options.params);
        if (route.method === 'GET')
          return path === '/support/questions'
            ? { success: true, items: items.map((item) => ({ ...item, conversationId: item.questionId })) }
            : { success: true, items: [] };
        // The client sends {} for a write without a body.
        posted.push({ path, body: options.body ?? {} });
        if (path.endsWith('/escalate'))
          return {
            success: true,
            support: {
              escalation: { note: 'Why?', status: 'waiting', createdAt: '' },
              replies: [],
              incorrect: null,
            },
          };
        return { success: true };
      },
    ),
  } as unknown as BackendClient;
  return { backend, posted };
}

function renderBlock(backend: BackendClient, questionId: string) {
  const shell = { ...createTestShell({}, 'token'), refreshUser: jest.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TeacherSupportProvider shell={shell} backend={backend}>
        <TeacherSupportBlock questionId={questionId} finished />
        <TeacherStatusBadge conversationId={questionId} />
      </TeacherSupportProvider>
    </QueryClientProvider>,
  );
  return shell;
}

test('Ask a teacher with a note: the question then waits for a teacher', async () => {
  const { backend, posted } = fakeBackend([]);
  renderBlock(backend, 'q1');
  await userEvent.click(await screen.findByRole('button', { name: 'Ask a teacher' }));
  await userEvent.type(screen.getByLabelText('A note for the teacher (optional)'), 'Why?');
  await userEvent.click(screen.getByRole('button', { name: 'Send to a teacher' }));
  expect((await screen.findAllByText('Waiting for a teacher')).length).toBeGreaterThan(0);
  expect(posted).toContainEqual({ path: '/ques/q1/escalate', body: { note: 'Why?' } });
  expect(screen.queryByRole('button', { name: 'Ask a teacher' })).toBeNull();
});

test("the teacher's answer, the incorrect warning, and the replies marked seen (the shell's count follows)", async () => {
  const { backend, posted } = fakeBackend([{ questionId: 'q1', support: answered }]);
  const shell = renderBlock(backend, 'q1');
  expect(await screen.findByRole('heading', { name: "Teacher's answer" })).toBeInTheDocument();
  expect(await screen.findByText('Rayleigh')).toContainHTML('strong');
  expect(screen.getByRole('note')).toHaveTextContent(
    'A teacher marked this AI answer as incorrect: Wrong colour.',
  );
  expect(screen.getByText('Teacher answered')).toBeInTheDocument();
  expect(posted).toContainEqual({ path: '/support/seen', body: {} });
  expect(shell.refreshUser).toHaveBeenCalled();
});
