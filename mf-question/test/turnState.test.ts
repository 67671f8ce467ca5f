import type { ConversationView } from '@elearning/contract';
import {
  EMPTY_CONVERSATION,
  conversationReducer,
  isWriting,
  type ConversationEvent,
  type ConversationState,
} from '../src/hooks/turnState';
import { summary, turnView } from './helpers/fakeBackend';

const run = (events: ConversationEvent[], from: ConversationState = EMPTY_CONVERSATION) =>
  events.reduce(conversationReducer, from);

const view = (turns: ConversationView['turns'], earlierTurns = 0, help: string | null = null): ConversationView => ({
  ...summary('c'),
  turns,
  earlierTurns,
  help,
});

test('a new question waits, streams, and ends answered; replayed text is shown at once', () => {
  const state = run([
    { type: 'started', conversationId: 'c', turnId: 't', question: 'Why?' },
    { type: 'chunk', turnId: 't', text: 'Written before. ', replayed: true },
    { type: 'chunk', turnId: 't', text: 'Then typed.', replayed: false },
  ]);
  expect(state).toMatchObject({ id: 'c', title: 'Why?' });
  expect(state.turns[0]).toMatchObject({
    phase: 'streaming',
    text: 'Written before. Then typed.',
    shownAtOnce: 'Written before. '.length,
    live: true,
  });
  const done = conversationReducer(state, { type: 'ended', turnId: 't', outcome: { kind: 'done' } });
  expect(done.turns[0]).toMatchObject({ phase: 'answered', failure: null });
  expect(isWriting(done.turns[0])).toBe(false);
});

test('a dropped connection marks the turn reconnecting until the next piece; an error keeps its failure', () => {
  const failure = { kind: 'error', message: 'Busy', code: 'rate_limited', retryable: true } as const;
  const state = run([
    { type: 'started', conversationId: 'c', turnId: 't', question: 'Why?' },
    { type: 'reconnecting', turnId: 't' },
  ]);
  expect(state.turns[0]).toMatchObject({ reconnecting: true, phase: 'waiting' });
  expect(
    conversationReducer(state, { type: 'chunk', turnId: 't', text: 'a', replayed: false }).turns[0],
  ).toMatchObject({
    reconnecting: false,
  });
  expect(conversationReducer(state, { type: 'ended', turnId: 't', outcome: failure }).turns[0]).toMatchObject(
    {
      phase: 'error',
      failure,
      reconnecting: false,
    },
  );
});

test('Retry starts the answer over; Regenerate also forgets the feedback and counts the kept answers', () => {
  const answered = run([
    { type: 'shown', view: view([turnView('t', { answer: 'Old' })]), keep: null },
    { type: 'feedback', turnId: 't', feedback: { rating: 'down', comment: null, updatedAt: '' } },
  ]);
  const retried = conversationReducer(answered, { type: 'restarted', turnId: 't' }).turns[0]!;
  expect(retried).toMatchObject({ text: '', phase: 'waiting', live: true, version: 1 });
  expect(retried.feedback).not.toBeNull();
  const regenerated = conversationReducer(answered, { type: 'restarted', turnId: 't', earlierVersions: 2 })
    .turns[0]!;
  expect(regenerated).toMatchObject({ feedback: null, earlierVersions: 2, version: 1 });
});

test('Stop ends only an answer still being written', () => {
  const writing = run([{ type: 'started', conversationId: 'c', turnId: 't', question: 'Q' }]);
  expect(conversationReducer(writing, { type: 'stopped', turnId: 't' }).turns[0]!.phase).toBe('stopped');
  const answered = conversationReducer(writing, { type: 'ended', turnId: 't', outcome: { kind: 'done' } });
  expect(conversationReducer(answered, { type: 'stopped', turnId: 't' }).turns[0]!.phase).toBe('answered');
});

test('a conversation shown from the server: the answer being written is read again from its start', () => {
  const state = run([
    {
      type: 'shown',
      view: view([
        turnView('a', { answer: 'Saved' }),
        turnView('w', { answer: 'Half', status: 'pending', generating: true }),
      ]),
      keep: null,
    },
  ]);
  expect(state.turns.map((turn) => [turn.id, turn.phase, turn.text, turn.live])).toEqual([
    ['a', 'answered', 'Saved', false],
    ['w', 'waiting', '', true],
  ]);
});

test('after a reload the answer being read is kept as it is when its conversation arrives', () => {
  const resumed = run([
    { type: 'resumed', conversationId: 'c', turnId: 'w', question: 'Slow' },
    { type: 'chunk', turnId: 'w', text: 'Written. ', replayed: true },
  ]);
  const shown = conversationReducer(resumed, {
    type: 'shown',
    view: view([turnView('a'), turnView('w', { answer: 'Wri', generating: true })]),
    keep: 'w',
  });
  expect(shown.turns.map((turn) => turn.id)).toEqual(['a', 'w']);
  expect(shown.turns[1]).toBe(resumed.turns[0]);
  expect(conversationReducer(shown, { type: 'closed' })).toEqual(EMPTY_CONVERSATION);
});

test('a long conversation shows its latest turns; an earlier page goes before them, once', () => {
  const shown = run([{ type: 'shown', view: view([turnView('t3'), turnView('t4')], 2), keep: null }]);
  expect(shown.earlierTurns).toBe(2);
  const all = conversationReducer(shown, { type: 'earlier', view: view([turnView('t1'), turnView('t2')]) });
  expect(all.turns.map((turn) => turn.id)).toEqual(['t1', 't2', 't3', 't4']);
  expect(all.earlierTurns).toBe(0);
  // The same page read twice (a double click) adds nothing.
  expect(conversationReducer(all, { type: 'earlier', view: view([turnView('t2')]) }).turns).toHaveLength(4);
  // A page of a conversation no longer open is ignored.
  const other = { ...view([turnView('x')]), id: 'other' };
  expect(conversationReducer(shown, { type: 'earlier', view: other })).toBe(shown);
});

test('the help card arrives with an answer and stays; a view read before it was stored does not drop it', () => {
  const state = run([
    { type: 'started', conversationId: 'c', turnId: 't', question: 'help' },
    { type: 'help', markdown: '**Talk to Ms Rivera**' },
    { type: 'chunk', turnId: 't', text: 'I am glad you told me.', replayed: false },
    { type: 'ended', turnId: 't', outcome: { kind: 'done' } },
    { type: 'shown', view: view([turnView('t')]), keep: null },
  ]);
  expect(state.help).toBe('**Talk to Ms Rivera**');
  expect(run([{ type: 'shown', view: view([turnView('t')], 0, 'Card'), keep: null }]).help).toBe('Card');
  expect(run([{ type: 'closed' }], state).help).toBeNull();
});

test('a retracted answer leaves the screen and its notice takes its place', () => {
  const state = run([
    { type: 'started', conversationId: 'c', turnId: 't', question: 'q' },
    { type: 'chunk', turnId: 't', text: 'Something unsuitable', replayed: false },
    { type: 'ended', turnId: 't', outcome: { kind: 'retracted', message: 'This answer was removed.' } },
  ]);
  expect(state.turns[0]).toMatchObject({ phase: 'stopped', text: '', notice: 'This answer was removed.' });
  expect(run([{ type: 'restarted', turnId: 't' }], state).turns[0]).toMatchObject({ notice: null, phase: 'waiting' });
});
