import { splitTopLevelBlocks } from '../src';

describe('splitTopLevelBlocks', () => {
  it('cuts between top-level paragraphs and headings', () => {
    expect(splitTopLevelBlocks('# Title\n\nFirst para\nline 2\n\nSecond')).toEqual([
      '# Title\n',
      'First para\nline 2\n',
      'Second',
    ]);
  });

  it('keeps a loose list, and indented continuations, in one block', () => {
    const list = '1. one\n\n2. two\n\n   more of two\n\n- x';
    expect(splitTopLevelBlocks(list)).toEqual([list]);
  });

  it('never cuts inside a code fence or a $$ block', () => {
    const fenced = '```\na\n\nb\n```';
    const math = '$$\nx\n\ny\n$$';
    expect(splitTopLevelBlocks(`${fenced}\n\n${math}\n\nEnd`)).toEqual([`${fenced}\n`, `${math}\n`, 'End']);
  });

  it('joins back to the original text', () => {
    const text = 'a\n\nb\n\n```js\nx\n\n```\n\n- l\n\nc\n';
    expect(splitTopLevelBlocks(text).join('\n')).toBe(text);
  });
});
