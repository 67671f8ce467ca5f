import { normalizeMathDelimiters } from '../src';

describe('normalizeMathDelimiters', () => {
  it('turns \\( \\) into inline $…$', () => {
    expect(normalizeMathDelimiters('Area is \\( \\pi r^2 \\) here.')).toBe('Area is $\\pi r^2$ here.');
  });

  it('turns a \\[ \\] block on its own lines into a $$ block', () => {
    expect(normalizeMathDelimiters('Energy:\n\\[\nE = mc^2\n\\]\nDone')).toBe(
      'Energy:\n$$\nE = mc^2\n$$\nDone',
    );
  });

  it('keeps the indentation of a display block inside a list item', () => {
    expect(normalizeMathDelimiters('1. Step\n   \\[ a+b \\]')).toBe('1. Step\n   $$\n   a+b\n   $$');
  });

  it('turns \\[ \\] in the middle of a sentence into inline $$…$$', () => {
    expect(normalizeMathDelimiters('so \\[x=1\\] holds')).toBe('so $$x=1$$ holds');
  });

  it('leaves fenced code blocks and inline code alone', () => {
    const source = 'Use `\\(x\\)` in LaTeX:\n```latex\n\\[ y \\]\n\\(z\\)\n```\nand \\(w\\)';
    expect(normalizeMathDelimiters(source)).toBe(
      'Use `\\(x\\)` in LaTeX:\n```latex\n\\[ y \\]\n\\(z\\)\n```\nand $w$',
    );
  });

  it('leaves an unclosed fence (still streaming) alone to the end', () => {
    expect(normalizeMathDelimiters('```\n\\(x\\)')).toBe('```\n\\(x\\)');
  });

  it('leaves an unclosed delimiter alone until its end arrives', () => {
    expect(normalizeMathDelimiters('so \\[ x = ')).toBe('so \\[ x = ');
  });

  it('does not treat an escaped backslash as a delimiter', () => {
    expect(normalizeMathDelimiters('a \\\\(b\\)')).toBe('a \\\\(b\\)');
  });
});
