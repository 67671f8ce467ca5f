import {
  buildHistory,
  type EarlierTurn,
  INCOMPLETE_ANSWER_NOTE,
  NO_ANSWER_NOTE,
} from './conversation-history.js';

const turn = (
  question: string,
  answer: string | null,
  status: EarlierTurn['status'] = 'answered',
): EarlierTurn => ({
  question,
  answer,
  status,
});

describe('buildHistory', () => {
  it('sends every earlier turn as a user/model pair, oldest first, when they fit', () => {
    expect(buildHistory([turn('Q1', 'A1'), turn('Q2', 'A2')], 1000)).toEqual([
      { role: 'user', text: 'Q1' },
      { role: 'model', text: 'A1' },
      { role: 'user', text: 'Q2' },
      { role: 'model', text: 'A2' },
    ]);
    expect(buildHistory([], 1000)).toEqual([]);
  });

  it('drops the oldest turns first over the budget but always keeps the first question', () => {
    const turns = [
      turn('first', 'a'.repeat(10)),
      turn('second', 'b'.repeat(10)),
      turn('third', 'c'.repeat(10)),
    ];
    // first pair 15 chars, third pair 15: 30 fits; second would make 46.
    const history = buildHistory(turns, 30);
    expect(history.map((m) => m.text)).toEqual(['first', 'a'.repeat(10), 'third', 'c'.repeat(10)]);
  });

  it('shortens the first answer when the first turn alone is over the budget', () => {
    const history = buildHistory([turn('first', 'x'.repeat(500)), turn('second', 'y')], 100);
    expect(history).toHaveLength(2);
    expect(history[0]).toEqual({ role: 'user', text: 'first' });
    expect(history[1]!.text.length).toBeLessThanOrEqual(100);
    expect(history[1]!.text).toMatch(/shortened/);
  });

  it('never sends a failed, stopped or unfinished answer as if it were complete', () => {
    const history = buildHistory(
      [turn('Q1', 'partial', 'stopped'), turn('Q2', null, 'failed'), turn('Q3', 'half', 'failed')],
      1000,
    );
    expect(history.filter((m) => m.role === 'model').map((m) => m.text)).toEqual([
      `partial\n\n${INCOMPLETE_ANSWER_NOTE}`,
      NO_ANSWER_NOTE,
      `half\n\n${INCOMPLETE_ANSWER_NOTE}`,
    ]);
  });
});
