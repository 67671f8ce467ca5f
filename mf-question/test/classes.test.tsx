import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import QuestionPage from '../src/QuestionPage';
import { hintsOnlyText } from '../src/components/ModeToggle';
import { pausedText } from '../src/classes/TutorPausedNotice';
import { classDetailJson, classListJson, classSummary, meJson } from './helpers/classes';
import {
  errorJson,
  installFakeBackend,
  json,
  summary,
  turnView,
  type RecordedRequest,
} from './helpers/fakeBackend';
import { createTestShell, setReducedMotion } from './helpers/shell';

const emptyList = () => json({ success: true, items: [], page: 1, pageSize: 10, total: 0 });
const preferences = () => json({ success: true, mode: 'explain' });
const maths = classSummary('class-maths', 'Maths 7B', { subject: 'Maths' });
const history = classSummary('class-history', 'History 7B');
const NOT_FOUND =
  'No class is open for joining with this code: check it with your teacher (it may have been changed, or joining turned off)';

/** The question page's usual reads, with the student's classes and each class's rules. */
function studentIn(
  classes: ReturnType<typeof classSummary>[],
  rules: Record<string, Parameters<typeof classDetailJson>[1]> = {},
  more: Parameters<typeof installFakeBackend>[0] = {},
) {
  return installFakeBackend({
    'GET /ques/conversations': emptyList,
    'GET /ques/preferences': preferences,
    'GET /auth/me': () => meJson(),
    'GET /classes': () => classListJson(classes),
    'GET /classes/:id': (request: RecordedRequest) => {
      const id = request.url.pathname.split('/').pop();
      const found = classes.find((item) => item.id === id);
      return found ? classDetailJson(found, rules[found.id]) : errorJson(404, 'Class not found');
    },
    ...more,
  });
}

const myClasses = () => screen.getByRole('region', { name: 'My classes' });
const questionInput = () => screen.getByRole('textbox', { name: 'Your question' });

async function openJoinForm() {
  await userEvent.click(within(myClasses()).getByRole('button', { name: 'Join a class' }));
  return within(myClasses()).getByRole('textbox', { name: 'Class code' });
}

beforeEach(() => {
  setReducedMotion(true);
  localStorage.clear();
});

describe('My classes and Join a class', () => {
  it('joins with the code as typed, says so and lists the class', async () => {
    let joined = false;
    const backend = studentIn(
      [],
      {},
      {
        'GET /classes': () => classListJson(joined ? [maths] : []),
        'POST /classes/join': () => {
          joined = true;
          return json({
            success: true,
            class: { id: maths.id, name: maths.name, subject: 'Maths', alreadyMember: false },
          });
        },
      },
    );
    render(<QuestionPage shell={createTestShell()} />);
    expect(await within(myClasses()).findByText(/You are not in a class yet/)).toBeInTheDocument();

    await userEvent.type(await openJoinForm(), 'abcd efgh');
    await userEvent.click(within(myClasses()).getByRole('button', { name: 'Join' }));

    expect(await within(myClasses()).findByRole('status')).toHaveTextContent('You joined Maths 7B');
    expect(await within(myClasses()).findByText('Maths 7B')).toBeInTheDocument();
    expect(backend.calls('POST', '/classes/join')[0].body).toEqual({ joinCode: 'abcd efgh' });
    // One class: nothing to pick.
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
  });

  it("shows the backend's message for a wrong code and keeps the form", async () => {
    studentIn([], {}, { 'POST /classes/join': () => errorJson(404, NOT_FOUND) });
    render(<QuestionPage shell={createTestShell()} />);
    await userEvent.type(await openJoinForm(), 'WRONG-CODE');
    await userEvent.click(within(myClasses()).getByRole('button', { name: 'Join' }));
    expect(await within(myClasses()).findByRole('alert')).toHaveTextContent(NOT_FOUND);
    expect(within(myClasses()).getByRole('textbox', { name: 'Class code' })).toHaveValue('WRONG-CODE');
  });

  it('sends nothing for an empty code', async () => {
    const backend = studentIn([]);
    render(<QuestionPage shell={createTestShell()} />);
    await openJoinForm();
    await userEvent.click(within(myClasses()).getByRole('button', { name: 'Join' }));
    expect(within(myClasses()).getByRole('alert')).toHaveTextContent('Type the code your teacher shows you.');
    expect(backend.calls('POST', '/classes/join')).toHaveLength(0);
  });
});

describe('the class of a new question', () => {
  it('a teacher on the page: the classes they teach are not theirs to ask in, and none is asked about', async () => {
    const taught = classSummary('class-taught', 'History 9C', { membership: 'teacher', studentCount: 24 });
    const backend = studentIn([taught, maths]);
    render(<QuestionPage shell={createTestShell()} />);
    expect(await within(myClasses()).findByText('Maths 7B')).toBeInTheDocument();
    expect(within(myClasses()).queryByText('History 9C')).not.toBeInTheDocument();
    // The class asked about is the one the student is in.
    await waitFor(() => expect(backend.calls('GET', '/classes/class-maths')).toHaveLength(1));
    const asked = backend.requests.map((request) => request.url.toString()).join(' ');
    expect(asked).not.toContain('class-taught');
  });

  it('a student in several classes picks one (the one remembered for the account first); it goes with the question', async () => {
    localStorage.setItem('mfQuestion.class.student-1', history.id);
    const backend = studentIn(
      [maths, history],
      {},
      {
        'POST /ques/addques': () =>
          json({ success: true, id: 'q1', userQues: 'Why 1066?', conversationId: 'c1', mode: 'explain' }),
        'POST /ques/q1/answer': () => new Promise<Response>(() => undefined),
      },
    );
    render(<QuestionPage shell={createTestShell()} />);
    const picker = await screen.findByRole('combobox', { name: 'Class' });
    await waitFor(() => expect(picker).toHaveValue(history.id));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maths 7B (Maths)', 'History 7B']);

    await userEvent.selectOptions(picker, maths.id);
    expect(localStorage.getItem('mfQuestion.class.student-1')).toBe(maths.id);
    await userEvent.type(questionInput(), 'Why 1066?');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.calls('POST', '/ques/addques')).toHaveLength(1));
    expect(backend.calls('POST', '/ques/addques')[0].body).toEqual({
      userQues: 'Why 1066?',
      classId: maths.id,
    });
  });

  it('shows no picker for a student in no class, and sends no class', async () => {
    const backend = studentIn(
      [],
      {},
      {
        'POST /ques/addques': () =>
          json({ success: true, id: 'q1', userQues: 'Hi', conversationId: 'c1', mode: 'explain' }),
        'POST /ques/q1/answer': () => new Promise<Response>(() => undefined),
      },
    );
    render(<QuestionPage shell={createTestShell()} />);
    await within(myClasses()).findByText(/You are not in a class yet/);
    expect(screen.queryByRole('combobox', { name: 'Class' })).toBeNull();
    await userEvent.type(questionInput(), 'Hi');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(backend.calls('POST', '/ques/addques')).toHaveLength(1));
    expect(backend.calls('POST', '/ques/addques')[0].body).toEqual({ userQues: 'Hi' });
  });
});

describe("the class's rules", () => {
  it('hints only: Guide me is the only mode, with the note why', async () => {
    studentIn([maths], { [maths.id]: { guideOnly: true } });
    render(<QuestionPage shell={createTestShell()} />);
    expect(await screen.findByText(`${hintsOnlyText('Maths 7B')}.`)).toBeInTheDocument();
    const modes = screen.getByRole('group', { name: 'Tutor mode' });
    expect(within(modes).queryByRole('radio', { name: 'Explain' })).toBeNull();
    expect(within(modes).getByRole('radio', { name: 'Guide me' })).toBeChecked();
  });

  it('each class its own rules: picking another class offers Explain again', async () => {
    studentIn([maths, history], { [maths.id]: { guideOnly: true } });
    render(<QuestionPage shell={createTestShell()} />);
    await screen.findByText(`${hintsOnlyText('Maths 7B')}.`);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), history.id);
    expect(await screen.findByRole('radio', { name: 'Explain' })).toBeInTheDocument();
    expect(screen.queryByText(/to hints only/)).toBeNull();
  });

  it("the time left is read against the chosen class's allowance", async () => {
    const backend = studentIn([maths, history]);
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() =>
      expect(
        backend.calls('GET', '/ai-usage/today').map((call) => call.url.searchParams.get('classId')),
      ).toContain(maths.id),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Class' }), history.id);
    await waitFor(() =>
      expect(
        backend.calls('GET', '/ai-usage/today').map((call) => call.url.searchParams.get('classId')),
      ).toContain(history.id),
    );
  });

  it("an open conversation's class is the one whose rules are shown", async () => {
    studentIn(
      [history, maths],
      { [maths.id]: { guideOnly: true } },
      {
        'GET /ques/conversations': () =>
          json({
            success: true,
            items: [summary('conv', { title: 'Fractions', classId: maths.id })],
            page: 1,
            pageSize: 10,
            total: 1,
          }),
        'GET /ques/conversations/conv': () =>
          json({
            success: true,
            conversation: {
              ...summary('conv', { title: 'Fractions', classId: maths.id }),
              turns: [turnView('t1')],
              earlierTurns: 0,
              help: null,
            },
          }),
      },
    );
    render(<QuestionPage shell={createTestShell()} />);
    // History (listed first) is chosen until the Maths conversation is opened.
    expect(await screen.findByRole('radio', { name: 'Explain' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Fractions/ }));
    expect(await screen.findByText(`${hintsOnlyText('Maths 7B')}.`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue(maths.id);
  });

  it('a pause shows the notice above the form once the rules are read again (on focus)', async () => {
    let paused = false;
    const backend = studentIn(
      [maths],
      {},
      {
        'GET /classes/:id': () => classDetailJson(maths, { tutorPaused: paused }),
      },
    );
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() => expect(backend.calls('GET', `/classes/${maths.id}`)).toHaveLength(1));
    expect(screen.queryByText(pausedText('Maths 7B'))).toBeNull();

    paused = true;
    act(() => {
      // The student comes back to the tab.
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(pausedText('Maths 7B'))).toBeInTheDocument();
    expect(screen.getByText(/You can still ask/)).toBeInTheDocument();
    // The question form stays: the question still reaches a teacher.
    expect(questionInput()).toBeEnabled();
    act(() => focusManager.setFocused(undefined));
  });
});
