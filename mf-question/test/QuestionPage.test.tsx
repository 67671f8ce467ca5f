import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEXTS } from '@elearning/contract';
import QuestionPage from '../src/QuestionPage';
import {
  controlledStream,
  sseBody,
  sseResponse,
  sseText,
  splitBytes,
  type ControlledStream,
} from './helpers/sse';
import {
  conversationJson,
  errorJson,
  installFakeBackend,
  json,
  summary,
  turnView,
  type RecordedRequest,
} from './helpers/fakeBackend';
import { createTestShell, setReducedMotion } from './helpers/shell';

const emptyList = () => json({ success: true, items: [], page: 1, pageSize: 10, total: 0 });
const saved =
  (id: string, userQues: string, conversationId = `c-${id}`) =>
  () =>
    json({ success: true, id, userQues, conversationId, mode: 'explain' });
const stopOk = () => json({ success: true, stopping: true });

/** An answer stream the test drives by hand, started when the page POSTs /ques/:id/answer. */
function liveAnswer() {
  const streams: ControlledStream[] = [];
  const requests: RecordedRequest[] = [];
  return {
    streams,
    requests,
    handler: (request: RecordedRequest) => {
      const stream = controlledStream(request.signal);
      streams.push(stream);
      requests.push(request);
      return sseResponse(stream.stream);
    },
    /** Sends SSE events in 5-byte pieces (cut mid-field and mid-character). */
    send(events: Parameters<typeof sseText>[0], which = streams.length - 1) {
      for (const piece of splitBytes(sseText(events), 5)) streams[which].push(piece);
    },
  };
}

/** The question field (Testing Library trims placeholders, so it is found by its label). */
const questionInput = () => screen.getByRole('textbox', { name: 'Your question' });

async function ask(text: string) {
  const input = questionInput();
  if (text) await userEvent.type(input, text);
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

const answerArea = () => screen.getByRole('region', { name: /^(Answer|Conversation)$/ });

// Load the lazily imported Markdown pipeline once, so no single test pays for it.
beforeAll(() => import('../src/components/AnswerMarkdown'), 30_000);

describe('QuestionPage', () => {
  beforeEach(() => {
    setReducedMotion(true);
    localStorage.clear();
  });

  it('shows the field named userQues, Submit, Waiting for response and the Get In touch form', async () => {
    installFakeBackend({ 'GET /ques/conversations': emptyList });
    render(<QuestionPage shell={createTestShell()} />);
    const input = questionInput();
    expect(input).toHaveAttribute('name', 'userQues');
    expect(input).toHaveAttribute('placeholder', 'Search... ');
    expect(within(answerArea()).getByText(TEXTS.waiting)).toBeInTheDocument();
    const touch = screen.getByRole('region', { name: 'Get In touch' });
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(within(touch).getByLabelText(label)).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet. Ask your first question!')).toBeInTheDocument();
  });

  it('saves the question with the token, clears the field and streams the answer as Markdown', async () => {
    const answer = liveAnswer();
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q1', 'What is 2+2?'),
      'POST /ques/q1/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('What is 2+2?');

    const [addRequest] = backend.calls('POST', '/ques/addques');
    expect(addRequest.body).toEqual({ userQues: 'What is 2+2?' });
    expect(addRequest.headers.get('auth-token')).toBe('student-token');
    expect(addRequest.headers.get('content-type')).toBe('application/json');
    expect(questionInput()).toHaveValue('');
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    expect(answer.requests[0].headers.get('auth-token')).toBe('student-token');
    expect(answer.requests[0].url.href).toBe('http://api.test/ques/q1/answer');

    expect(within(answerArea()).getByText(TEXTS.waiting)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    answer.send([
      { event: 'chunk', data: { text: '**2 + 2** is \\(4\\) — é\n\n' } },
      { event: 'chunk', data: { text: '```python\nprint(2 + 2)\n```\n' } },
    ]);
    const rendered = await screen.findByTestId('answer');
    await waitFor(() => expect(rendered.querySelector('strong')).toHaveTextContent('2 + 2'));
    expect(rendered).toHaveTextContent('— é');
    expect(within(answerArea()).queryByText(TEXTS.waiting)).toBeNull();
    await waitFor(() => expect(rendered.querySelector('.katex')).not.toBeNull());
    await waitFor(() =>
      expect(rendered.querySelector('code.language-python .hljs-built_in')).toHaveTextContent('print'),
    );

    const historyLoads = backend.calls('GET', '/ques/conversations').length;
    answer.send([{ event: 'done', data: { status: 'answered' } }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Copy answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await waitFor(() =>
      expect(backend.calls('GET', '/ques/conversations').length).toBeGreaterThan(historyLoads),
    );
  });

  it('Stop asks the server to stop; the stream ends with stopped; Retry asks again', async () => {
    const answer = liveAnswer();
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q2', 'Long one'),
      'POST /ques/q2/answer': answer.handler,
      'POST /ques/q2/stop': stopOk,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Long one');
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    answer.send([{ event: 'chunk', data: { text: 'Part one' } }]);
    await screen.findByText('Part one');

    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(backend.calls('POST', '/ques/q2/stop')).toHaveLength(1));
    // Closing the stream would not stop the answer: the page keeps reading until the server says so.
    expect(answer.requests[0].signal?.aborted).toBe(false);
    answer.send([{ event: 'stopped', data: { status: 'stopped' } }]);
    expect(await screen.findByText(/You stopped this answer/)).toBeInTheDocument();
    expect(screen.getByText('Part one')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answer.requests).toHaveLength(2));
    expect(answer.requests[1].url.pathname).toBe('/ques/q2/answer');
    expect(answer.requests[1].headers.get('last-event-id')).toBeNull();
  });

  it('shows an error event with Retry, and Retry re-posts /ques/:id/answer', async () => {
    let attempt = 0;
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q3', 'Hard one'),
      'POST /ques/q3/answer': () => {
        attempt += 1;
        return sseResponse(
          attempt === 1
            ? sseBody([
                { event: 'chunk', data: { text: 'Partial' } },
                {
                  event: 'error',
                  data: {
                    message: 'The AI service is busy. Try again in a minute.',
                    code: 'rate_limited',
                    retryable: true,
                  },
                },
              ])
            : sseBody([
                { event: 'chunk', data: { text: 'Full answer' } },
                { event: 'done', data: { status: 'answered' } },
              ]),
        );
      },
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Hard one');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI service is busy. Try again in a minute.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Full answer')).toBeInTheDocument();
    expect(screen.queryByText('Partial')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.calls('POST', '/ques/q3/answer')).toHaveLength(2);
  });

  it("says plainly that the AI tutor is not configured, with the server's message", async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q4', 'Anyone there?'),
      'POST /ques/q4/answer': () =>
        sseResponse(
          sseBody([
            {
              event: 'error',
              data: {
                message: 'No AI provider is configured. Set GEMINI_API_KEY or AI_PROVIDER=openai.',
                code: 'not_configured',
                retryable: false,
              },
            },
          ]),
        ),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Anyone there?');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The AI tutor is not configured');
    expect(alert).toHaveTextContent(
      'No AI provider is configured. Set GEMINI_API_KEY or AI_PROVIDER=openai.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a JSON error from the answer endpoint (429 too many answers at once) with Retry', async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q9', 'Twice'),
      'POST /ques/q9/answer': () =>
        errorJson(
          429,
          'You already have 2 answers being written. Wait for one to finish or stop it, then try again.',
          { 'Retry-After': '5' },
        ),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Twice');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 2 answers being written. Wait for one to finish or stop it, then try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a connection that breaks mid-answer re-attaches with Last-Event-ID and the answer goes on, without gaps or repeats', async () => {
    const answer = liveAnswer();
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q5', 'Flaky'),
      'POST /ques/q5/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Flaky');
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    for (const piece of splitBytes('id: 5-0\nevent: chunk\ndata: {"text":"Half "}\n\n', 5))
      answer.streams[0].push(piece);
    await screen.findByText('Half');
    act(() => answer.streams[0].fail(new TypeError('network error')));
    expect(await screen.findByText(/Reconnecting/)).toBeInTheDocument();
    await waitFor(() => expect(answer.requests).toHaveLength(2), { timeout: 3000 });
    expect(answer.requests[1].headers.get('last-event-id')).toBe('5-0');
    answer.send([
      { event: 'chunk', data: { text: 'and the rest.' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent(/^Half and the rest\.$/));
    expect(screen.queryByText(/Reconnecting/)).toBeNull();
  });

  it("shows the server's 400 message for an empty question (not blocked in the browser)", async () => {
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': () => errorJson(400, 'Please enter a question.'),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('');
    expect(backend.calls('POST', '/ques/addques')[0].body).toEqual({ userQues: '' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a question.');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('says clearly when the backend cannot be reached; the cleared question can be sent again', async () => {
    let reachable = false;
    const answer = liveAnswer();
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': () =>
        reachable ? saved('q11', 'Hello?')() : Promise.reject(new TypeError('Failed to fetch')),
      'POST /ques/q11/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Hello?');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.backendDown);
    expect(alert.querySelector('q')).toHaveTextContent(/^Hello\?$/);
    // docs/requirements.md#ask-a-question: cleared after submit, whatever the outcome.
    expect(questionInput()).toHaveValue('');

    reachable = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    expect(backend.calls('POST', '/ques/addques').map((request) => request.body)).toEqual([
      { userQues: 'Hello?' },
      { userQues: 'Hello?' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clears the field as soon as the question is submitted, before the save answers', async () => {
    let answerSave!: (response: Response) => void;
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': () => new Promise<Response>((resolve) => (answerSave = resolve)),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Quick one');
    expect(questionInput()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    act(() => answerSave(errorJson(400, 'Please enter a question.')));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter a question.');
    // A 400 will not pass by sending the same text again.
    expect(within(alert).queryByRole('button', { name: 'Send again' })).toBeNull();
    expect(questionInput()).toHaveValue('');
  });

  it('a gateway 502/504 (backend down) is the clear "cannot reach the server" message everywhere', async () => {
    // The Node gateway answers JSON in the API's error shape when the backend is down.
    const gatewayDown = (status: number) => () => errorJson(status, 'The API is not reachable right now.');
    installFakeBackend({
      'GET /ques/conversations': gatewayDown(504),
      'POST /ques/addques': gatewayDown(502),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() => expect(screen.getByText(TEXTS.backendDown)).toBeInTheDocument());
    await ask('Hello?');
    await waitFor(() => expect(screen.getAllByText(TEXTS.backendDown)).toHaveLength(2));
    expect(screen.queryByText(/not reachable right now/)).toBeNull();

    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q10', 'Slow'),
      'POST /ques/q10/answer': gatewayDown(504),
    });
    await ask('Slow');
    // The answer goes on on the server: the page keeps trying to re-attach.
    expect(await within(answerArea()).findByText(/Reconnecting/)).toBeInTheDocument();
  });

  it('on 401 tells the shell the session expired, and shows no error of its own', async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': () => errorJson(401, 'Please authenticate using a valid token'),
    });
    const shell = createTestShell();
    render(<QuestionPage shell={shell} />);
    await screen.findByText('No conversations yet. Ask your first question!');
    await ask('Am I in?');
    await waitFor(() => expect(shell.session.expire).toHaveBeenCalledWith(TEXTS.sessionExpired));
    expect(screen.queryByRole('alert')).toBeNull();
    // The shell goes to /login (its guard and notices): the page neither navigates nor notifies.
    expect(shell.navigate).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('on 401 from the history or the answer stream, tells the shell, shows no error', async () => {
    const backend = installFakeBackend({
      'GET /ques/conversations': () => errorJson(401, 'expired'),
      'POST /ques/addques': saved('q6', 'x'),
      'POST /ques/q6/answer': () => errorJson(401, 'expired'),
    });
    const shell = createTestShell();
    render(<QuestionPage shell={shell} />);
    await waitFor(() => expect(shell.session.expire).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('expired')).toBeNull();
    // A session that is still stored in another tab's shell: the answer's 401 says so too.
    shell.session.setToken('student-token');
    await ask('x');
    await waitFor(() => expect(backend.calls('POST', '/ques/q6/answer')).toHaveLength(1));
    const answerRequest = backend.calls('POST', '/ques/q6/answer')[0];
    expect(answerRequest.headers.get('auth-token')).toBe('student-token');
    await waitFor(() => expect(shell.session.expire.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(answerArea()).getByText(TEXTS.waiting)).toBeInTheDocument();
  });

  it('lists conversations (title, questions, last activity), pages with Load more, and opens one with every turn', async () => {
    const first = [
      summary('a', { title: 'Newest', turnCount: 2 }),
      summary('b', { title: 'Older', lastActivityAt: '2026-11-02T10:00:00.000Z' }),
    ];
    const second = [summary('c', { title: 'Oldest', lastActivityAt: '2026-11-01T10:00:00.000Z' })];
    const backend = installFakeBackend({
      'GET /ques/conversations': (request) =>
        json({
          success: true,
          items: request.url.searchParams.get('page') === '2' ? second : first,
          page: 1,
          pageSize: 2,
          total: 3,
        }),
      'GET /ques/conversations/a': () =>
        conversationJson('a', [
          turnView('t1', { userQues: 'Newest', answer: 'Saved **answer** with $x^2$' }),
          turnView('t2', { userQues: 'And then?', answer: 'Second answer' }),
        ]),
    });
    render(<QuestionPage shell={createTestShell()} />);
    const history = screen.getByRole('region', { name: 'Your conversations' });
    await within(history).findByText('Newest');
    expect(within(history).getByRole('button', { name: /Newest/ })).toHaveTextContent('2 questions');
    const firstLoad = backend.calls('GET', '/ques/conversations')[0];
    expect(firstLoad.url.searchParams.get('page')).toBe('1');
    expect(firstLoad.url.searchParams.get('pageSize')).toBe('10');
    expect(firstLoad.headers.get('auth-token')).toBe('student-token');

    await userEvent.click(within(history).getByRole('button', { name: 'Load more' }));
    await within(history).findByText('Oldest');
    expect(backend.calls('GET', '/ques/conversations')[1].url.searchParams.get('page')).toBe('2');
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.click(within(history).getByRole('button', { name: /Newest/ }));
    const answers = await within(answerArea()).findAllByTestId('answer');
    expect(answers).toHaveLength(2);
    await waitFor(() => expect(answers[0]!.querySelector('strong')).toHaveTextContent('answer'));
    await waitFor(() => expect(answers[0]!.querySelector('.katex')).not.toBeNull());
    expect(answers[1]).toHaveTextContent('Second answer');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Regenerate' })).toHaveLength(1);
    expect(localStorage.getItem('mfQuestion.openConversation')).toBe('a');
  });

  it('a long conversation opens at its latest turns; Show earlier questions reads the page before them', async () => {
    const backend = installFakeBackend({
      'GET /ques/conversations': () =>
        json({
          success: true,
          items: [summary('long', { title: 'First', turnCount: 3 })],
          page: 1,
          pageSize: 10,
          total: 1,
        }),
      'GET /ques/conversations/long': (request) =>
        request.url.searchParams.get('before') === 't2'
          ? conversationJson('long', [turnView('t1', { userQues: 'First', answer: 'Oldest answer' })])
          : conversationJson('long', [turnView('t2'), turnView('t3')], 1),
    });
    render(<QuestionPage shell={createTestShell()} />);
    const history = screen.getByRole('region', { name: 'Your conversations' });
    await userEvent.click(await within(history).findByRole('button', { name: /First/ }));
    expect(await within(answerArea()).findAllByTestId('answer')).toHaveLength(2);
    await userEvent.click(within(answerArea()).getByRole('button', { name: 'Show earlier questions (1)' }));
    await within(answerArea()).findByText('Oldest answer');
    const answers = within(answerArea()).getAllByTestId('answer');
    expect(answers.map((answer) => answer.textContent)).toEqual(['Oldest answer', 'Answer t2', 'Answer t3']);
    expect(within(answerArea()).queryByRole('button', { name: /Show earlier questions/ })).toBeNull();
    expect(backend.calls('GET', '/ques/conversations/long').map((call) => call.url.search)).toEqual([
      '',
      '?before=t2',
    ]);
  });

  it('a follow-up continues the conversation: Ask a follow-up + Ask, both answers in order', async () => {
    const answer = liveAnswer();
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q1', 'What is 3 x 4?', 'conv'),
      'POST /ques/conversations/conv/ask': () =>
        json({ success: true, id: 'q2', userQues: 'Why?', conversationId: 'conv', mode: 'explain' }),
      'POST /ques/:id/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('What is 3 x 4?');
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    answer.send([
      { event: 'chunk', data: { text: 'Twelve.' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    await screen.findByText('Twelve.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Ask a follow-up' }), 'Why?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(backend.calls('POST', '/ques/conversations/conv/ask')[0]!.body).toEqual({ userQues: 'Why?' });
    await waitFor(() => expect(answer.requests).toHaveLength(2));
    expect(answer.requests[1].url.pathname).toBe('/ques/q2/answer');
    answer.send([
      { event: 'chunk', data: { text: 'Three fours.' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    await screen.findByText('Three fours.');
    const turns = within(answerArea()).getAllByRole('article');
    expect(turns.map((turn) => turn.getAttribute('aria-label'))).toEqual([
      'Your question: What is 3 x 4?',
      'Your question: Why?',
    ]);
    // Only the last answer can be regenerated.
    expect(within(turns[0]!).queryByRole('button', { name: 'Regenerate' })).toBeNull();
    expect(within(turns[1]!).getByRole('button', { name: 'Regenerate' })).toBeInTheDocument();
  });

  it('reopened after a reload, an answer still being written re-attaches: written text at once, then the rest', async () => {
    localStorage.setItem('mfQuestion.openConversation', 'live');
    const answer = liveAnswer();
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/conversations/live': () =>
        conversationJson('live', [
          turnView('w', { userQues: 'Slow one', answer: null, status: 'pending', generating: true }),
        ]),
      'POST /ques/w/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    expect(answer.requests[0].headers.get('last-event-id')).toBe('0-0');
    answer.send([{ event: 'chunk', data: { text: 'Already written. ', replayed: true } }]);
    await screen.findByText('Already written.');
    answer.send([
      { event: 'chunk', data: { text: 'Then the rest.' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('answer')).toHaveTextContent('Already written. Then the rest.'),
    );
  });

  it('after a reload, the answer the page was reading is re-attached at once, before the conversation loads', async () => {
    localStorage.setItem('mfQuestion.openConversation', 'live');
    localStorage.setItem(
      'mfQuestion.liveTurn',
      JSON.stringify({ conversationId: 'live', turnId: 'w', question: 'Slow one' }),
    );
    const answer = liveAnswer();
    let loadConversation!: () => void;
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/conversations/live': () =>
        new Promise<Response>((resolve) => {
          loadConversation = () =>
            resolve(
              conversationJson('live', [
                turnView('first', { userQues: 'Earlier', answer: 'Earlier answer' }),
                turnView('w', { userQues: 'Slow one', answer: null, status: 'pending', generating: true }),
              ]),
            );
        }),
      'POST /ques/w/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    expect(answer.requests[0].headers.get('last-event-id')).toBe('0-0');
    answer.send([{ event: 'chunk', data: { text: 'Written before. ', replayed: true } }]);
    await screen.findByText('Written before.');
    act(() => loadConversation());
    await screen.findByText('Earlier answer');
    answer.send([
      { event: 'chunk', data: { text: 'And after.' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    await waitFor(() =>
      expect(screen.getAllByTestId('answer')[1]).toHaveTextContent('Written before. And after.'),
    );
    // Read once: the conversation's arrival did not start a second reader.
    expect(answer.requests).toHaveLength(1);
    expect(localStorage.getItem('mfQuestion.liveTurn')).toBeNull();
  });

  it('Explain / Guide me: remembered for new conversations, set on the open one', async () => {
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/preferences': () => json({ success: true, mode: 'guide' }),
      'PUT /ques/preferences': (request) =>
        json({ success: true, mode: (request.body as { mode: string }).mode }),
      'POST /ques/addques': saved('m1', 'Solve it', 'mc'),
      'POST /ques/m1/answer': () =>
        sseResponse(
          sseBody([
            { event: 'chunk', data: { text: 'Hint.' } },
            { event: 'done', data: { status: 'answered' } },
          ]),
        ),
      'PATCH /ques/conversations/mc': () => json({ success: true, mode: 'explain' }),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Guide me' })).toBeChecked());
    await userEvent.click(screen.getByRole('radio', { name: 'Explain' }));
    await waitFor(() => expect(backend.calls('PUT', '/ques/preferences')).toHaveLength(1));
    expect(backend.calls('PUT', '/ques/preferences')[0]!.body).toEqual({ mode: 'explain' });
    await ask('Solve it');
    await screen.findByText('Hint.');
    await userEvent.click(screen.getByRole('radio', { name: 'Guide me' }));
    await waitFor(() => expect(backend.calls('PATCH', '/ques/conversations/mc')).toHaveLength(1));
    expect(backend.calls('PATCH', '/ques/conversations/mc')[0]!.body).toEqual({ mode: 'guide' });
  });

  it('a mode picked before the remembered one arrives stays picked (a slow server does not undo the click)', async () => {
    let answerPreference: (response: Response) => void = () => undefined;
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'GET /ques/preferences': () => new Promise<Response>((resolve) => (answerPreference = resolve)),
      'PUT /ques/preferences': (request) =>
        json({ success: true, mode: (request.body as { mode: string }).mode }),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Guide me' }));
    expect(await screen.findByText(/Hints one step at a time/)).toBeInTheDocument();
    await act(async () => answerPreference(json({ success: true, mode: 'explain' })));
    expect(screen.getByRole('radio', { name: 'Guide me' })).toBeChecked();
    expect(screen.getByText(/Hints one step at a time/)).toBeInTheDocument();
  });

  it('thumbs up or down with an optional comment; Regenerate asks for a new answer', async () => {
    let attempt = 0;
    const backend = installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('f1', 'Rate me'),
      'POST /ques/f1/answer': () => {
        attempt += 1;
        return sseResponse(
          sseBody([
            { event: 'chunk', data: { text: attempt === 1 ? 'First try.' : 'Second try.' } },
            { event: 'done', data: { status: 'answered' } },
          ]),
        );
      },
      'PUT /ques/f1/feedback': (request) =>
        json({
          success: true,
          feedback: { comment: null, ...(request.body as object), updatedAt: '2026-11-23T10:00:00.000Z' },
        }),
      'POST /ques/f1/regenerate': () =>
        json({
          success: true,
          turn: turnView('f1', { answer: null, status: 'pending', earlierVersions: 1 }),
        }),
    });
    render(<QuestionPage shell={createTestShell()} />);
    await ask('Rate me');
    await screen.findByText('First try.');
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs down' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thumbs down' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'What was wrong? (optional)' }), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(backend.calls('PUT', '/ques/f1/feedback')).toHaveLength(2));
    expect(backend.calls('PUT', '/ques/f1/feedback').map((r) => r.body)).toEqual([
      { rating: 'down' },
      { rating: 'down', comment: 'Too short' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Thumbs up' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thumbs up' })).toHaveAttribute('aria-pressed', 'true'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
    expect(await screen.findByText('Second try.')).toBeInTheDocument();
    expect(screen.queryByText('First try.')).toBeNull();
    expect(screen.getByText('1 earlier version kept')).toBeInTheDocument();
  });

  it('a stopped answer in an opened conversation shows what was saved and Retry streams it again', async () => {
    const answer = liveAnswer();
    installFakeBackend({
      'GET /ques/conversations': () =>
        json({
          success: true,
          items: [summary('s', { title: 'Cut short' })],
          page: 1,
          pageSize: 10,
          total: 1,
        }),
      'GET /ques/conversations/s': () =>
        conversationJson('s', [
          turnView('s1', { userQues: 'Cut short', status: 'stopped', answer: 'Half an' }),
        ]),
      'POST /ques/s1/answer': answer.handler,
    });
    render(<QuestionPage shell={createTestShell()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Cut short/ }));
    expect(await within(answerArea()).findByText('Half an')).toBeInTheDocument();
    expect(within(answerArea()).getByText(/This answer was stopped/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    answer.send([
      { event: 'chunk', data: { text: 'Whole answer' } },
      { event: 'done', data: { status: 'answered' } },
    ]);
    expect(await screen.findByText('Whole answer')).toBeInTheDocument();
  });

  it("copies the answer's Markdown to the clipboard", async () => {
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('q7', 'Copy me'),
      'POST /ques/q7/answer': () =>
        sseResponse(
          sseBody([
            { event: 'chunk', data: { text: '# Title\n\nBody' } },
            { event: 'done', data: { status: 'answered' } },
          ]),
        ),
    });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<QuestionPage shell={createTestShell()} />);
    await user.type(questionInput(), 'Copy me');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Copy answer' }));
    expect(writeText).toHaveBeenCalledWith('# Title\n\nBody');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('the Get In touch form sends nothing and shows a local note', async () => {
    const backend = installFakeBackend({ 'GET /ques/conversations': emptyList });
    render(<QuestionPage shell={createTestShell()} />);
    const touch = screen.getByRole('region', { name: 'Get In touch' });
    await userEvent.type(within(touch).getByLabelText('Name'), 'Ada');
    await userEvent.click(within(touch).getByRole('button', { name: 'Send' }));
    expect(within(touch).getByRole('status')).toHaveTextContent(/not sent anywhere/);
    expect(backend.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});

describe('QuestionPage typing animation', () => {
  beforeEach(() => {
    setReducedMotion(false);
    // A conversation left open by the test before would be reopened (and its GET is not routed).
    localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('types the streamed answer out with a blinking cursor, then removes the cursor', async () => {
    const answer = liveAnswer();
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('t1', 'Type it'),
      'POST /ques/t1/answer': answer.handler,
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<QuestionPage shell={createTestShell()} />);
    await user.type(questionInput(), 'Type it');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    answer.send([{ event: 'chunk', data: { text: 'Typing one char at a time' } }]);
    const rendered = await screen.findByTestId('answer');
    // Markdown renderer loaded lazily: wait for it, then check the typing.
    await waitFor(() => expect(rendered.querySelector('.mf-question-cursor')).not.toBeNull());
    const early = rendered.textContent ?? '';
    expect(early.length).toBeLessThan(25);
    expect('Typing one char at a time'.startsWith(early)).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(400);
    });
    expect((rendered.textContent ?? '').length).toBeGreaterThan(early.length);

    answer.send([{ event: 'done', data: { status: 'answered' } }]);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(rendered).toHaveTextContent('Typing one char at a time'));
    expect(rendered.querySelector('.mf-question-cursor')).toBeNull();
  });

  it('with reduced motion the answer appears at once, without a cursor', async () => {
    setReducedMotion(true);
    const answer = liveAnswer();
    installFakeBackend({
      'GET /ques/conversations': emptyList,
      'POST /ques/addques': saved('t2', 'Now'),
      'POST /ques/t2/answer': answer.handler,
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<QuestionPage shell={createTestShell()} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(answer.requests).toHaveLength(1));
    answer.send([{ event: 'chunk', data: { text: 'Everything at once, no animation.' } }]);
    const rendered = await screen.findByTestId('answer');
    await waitFor(() => expect(rendered).toHaveTextContent('Everything at once, no animation.'));
    expect(rendered.querySelector('.mf-question-cursor')).toBeNull();
  });
});
