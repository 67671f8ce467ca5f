import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AiUsageTodayResponse } from '@elearning/contract';
import QuestionPage from '../src/QuestionPage';
import { SMALL_ALLOWANCE, timeLeftText } from '../src/components/TutorTimeLeft';
import { errorJson, installFakeBackend, json } from './helpers/fakeBackend';
import { createTestShell, setReducedMotion } from './helpers/shell';

const usage = (overrides: Partial<AiUsageTodayResponse> = {}): AiUsageTodayResponse => ({
  success: true,
  usedTokens: 0,
  limitTokens: 200000,
  remaining: 1,
  resetsAt: '2026-11-24T00:00:00.000Z',
  resetsInSeconds: 3 * 3600 + 20 * 60,
  schoolCeilingReached: false,
  fullAllowance: true,
  ...overrides,
});
const emptyList = () => json({ success: true, items: [], page: 1, pageSize: 10, total: 0 });
const LIMIT =
  "You have reached today's limit for the AI tutor. It resets at midnight school time (UTC), in 3 h 20 min.";

describe('the tutor time left notice', () => {
  beforeEach(() => {
    setReducedMotion(true);
    localStorage.clear();
  });

  it('says nothing while a quarter or more is left, then the share left and when it resets', () => {
    expect(timeLeftText(usage({ remaining: 0.25 }))).toBeNull();
    expect(timeLeftText(usage({ remaining: 0.2 }))).toBe(
      "About 20% of today's AI tutor time is left. It resets at midnight school time, in 3 h 20 min.",
    );
    expect(timeLeftText(usage({ remaining: 0.001 }))).toMatch(/^About 1% /);
    expect(timeLeftText(usage({ remaining: 0 }))).toMatch(
      /^You have reached today's limit for the AI tutor\./,
    );
    expect(timeLeftText(usage({ remaining: 0, schoolCeilingReached: true }))).toMatch(
      /^The school's AI tutor allowance for today is used up\./,
    );
  });

  it('shows the notice near the ask form, and the server’s quota message when an answer is refused', async () => {
    let today = usage({ remaining: 0.1, usedTokens: 180000 });
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/preferences': () => json({ success: true, mode: 'explain' }),
      'GET /ai-usage/today': () => json(today),
      'POST /ques/addques': () =>
        json({ success: true, id: 'q1', userQues: 'Why?', conversationId: 'c1', mode: 'explain' }),
      'POST /ques/q1/answer': () => {
        today = usage({ remaining: 0, usedTokens: 200000 });
        return errorJson(429, LIMIT, { 'Retry-After': String(3 * 3600 + 20 * 60) });
      },
    });
    render(<QuestionPage shell={createTestShell()} />);
    expect(await screen.findByText(/About 10% of today's AI tutor time is left/)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Why?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The refusal shows in the answer, and the notice is read again once the answer has ended.
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByText(
          /^You have reached today's limit for the AI tutor\. It resets at midnight school time, in/,
        ),
      ).toBeInTheDocument(),
    );
    expect(backend.calls('GET', '/ai-usage/today').length).toBeGreaterThanOrEqual(2);
    // Retry cannot help before midnight (Retry-After in hours), unlike a per-minute limit's 429.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('an account nobody vouched for: the small allowance, and how to get the full one', async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ai-usage/today': () => json(usage({ fullAllowance: false, limitTokens: 20000 })),
    });
    render(<QuestionPage shell={createTestShell()} />);
    const notice = await screen.findByText(SMALL_ALLOWANCE);
    expect(notice).toHaveClass('alert-info');
    expect(SMALL_ALLOWANCE).toMatch(
      /small daily allowance .* until your email is verified or a teacher approves it/,
    );
    expect(SMALL_ALLOWANCE).toMatch(/"Verify my email"/);
    expect(SMALL_ALLOWANCE).toMatch(/ask a teacher/);
  });

  it('the full allowance: no such notice', async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ai-usage/today': () => json(usage()),
    });
    render(<QuestionPage shell={createTestShell()} />);
    expect(await screen.findByText('No conversations yet. Ask your first question!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/small daily allowance/)).toBeNull());
  });

  it('shows nothing when the usage cannot be read', async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/preferences': () => json({ success: true, mode: 'explain' }),
      'GET /ai-usage/today': () => errorJson(503, 'down'),
    });
    render(<QuestionPage shell={createTestShell()} />);
    expect(await screen.findByText('No conversations yet. Ask your first question!')).toBeInTheDocument();
    expect(screen.queryByText(/AI tutor time/)).toBeNull();
  });
});
