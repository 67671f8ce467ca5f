import { jest } from '@jest/globals';
import { AnswerContentCheck } from './answer-content-check.js';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('AnswerContentCheck', () => {
  it('flags a harmful sentence offline as soon as it is finished, whatever the pieces', () => {
    const flagged: string[][] = [];
    const check = new AnswerContentCheck(null, (checks) => flagged.push(checks));
    for (const piece of ['Sure. First, pack the pi', 'pe with black powder', ', then wait.', ' More text'])
      check.add(piece);
    expect(flagged).toEqual([['answer-screen:weapon-instructions']]);
    expect(check.flagged).toEqual(['answer-screen:weapon-instructions']);
  });

  it('leaves an ordinary answer alone', async () => {
    const onFlagged = jest.fn();
    const check = new AnswerContentCheck(null, onFlagged);
    for (const piece of ['Photosynthesis turns light into ', 'chemical energy. Plants ', 'need water.']) check.add(piece);
    expect(await check.finish()).toBeNull();
    expect(onFlagged).not.toHaveBeenCalled();
  });

  it('sends finished sentences to the classifier with one request in flight, and the rest at the end', async () => {
    const sent: string[] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const classify = jest.fn(async (text: string) => {
      sent.push(text);
      if (sent.length === 1) await first;
      return text.includes('forbidden') ? ['classifier:test:harmful'] : null;
    });
    const check = new AnswerContentCheck(classify, () => undefined);
    check.add('One. ');
    check.add('Two. Three. ');
    check.add('And a forbidden tail');
    expect(sent).toEqual(['One.']);
    release();
    await settle();
    expect(sent[1]).toBe(' Two. Three.');
    expect(await check.finish()).toEqual(['classifier:test:harmful']);
    expect(sent.join('')).toBe('One. Two. Three. And a forbidden tail');
  });

  it('a classifier that fails leaves the verdict to the offline screen', async () => {
    const check = new AnswerContentCheck(async () => {
      throw new Error('down');
    }, () => undefined);
    check.add('A fine sentence. Another one.');
    expect(await check.finish()).toBeNull();
  });
});
