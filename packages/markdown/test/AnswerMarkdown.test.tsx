import { render } from '@testing-library/react';
import { AnswerMarkdown } from '../src';

function renderMarkdown(markdown: string, showCursor = false) {
  return render(<AnswerMarkdown markdown={markdown} showCursor={showCursor} />).container;
}

describe('AnswerMarkdown rendering', () => {
  it('renders GFM tables and lists', () => {
    const container = renderMarkdown(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- one\n- two\n\n1. first\n2. second',
    );
    expect(container.querySelectorAll('table td')).toHaveLength(2);
    expect(container.querySelector('table')).toHaveClass('table');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
  });

  it('highlights fenced code by language', () => {
    const container = renderMarkdown('```js\nconst answer = 42;\n```');
    const code = container.querySelector('pre code')!;
    expect(code).toHaveClass('hljs', 'language-js');
    expect(code.querySelector('.hljs-keyword')).toHaveTextContent('const');
    expect(code.querySelector('.hljs-number')).toHaveTextContent('42');
  });

  it('renders $…$, $$…$$, \\( \\) and \\[ \\] math with KaTeX', () => {
    const container = renderMarkdown('Inline $a^2$ and \\(b_1\\).\n\n$$\nc=d\n$$\n\n\\[\n\\frac{1}{2}\n\\]');
    expect(container.querySelectorAll('.katex')).toHaveLength(4);
    expect(container.querySelectorAll('.katex-display')).toHaveLength(2);
    expect(container.querySelector('.katex-display .mfrac')).not.toBeNull();
    expect(container.querySelector('annotation')).toHaveTextContent('a^2');
  });

  it('keeps LaTeX delimiters inside code as text', () => {
    const container = renderMarkdown('`\\(x\\)`');
    expect(container.querySelector('.katex')).toBeNull();
    expect(container.querySelector('code')).toHaveTextContent('\\(x\\)');
  });

  it('shows bad TeX as an error marker instead of throwing', () => {
    const container = renderMarkdown('$\\frac{1}{$');
    expect(container.querySelector('.katex-error')).not.toBeNull();
  });

  it('puts the typing cursor at the end of the last block, only when asked', () => {
    expect(renderMarkdown('Hello').querySelector('.mf-question-cursor')).toBeNull();
    const container = renderMarkdown('First\n\n- a\n- b **bold**', true);
    const cursor = container.querySelector('.mf-question-cursor')!;
    expect(cursor.parentElement?.tagName).toBe('LI');
    expect(cursor.parentElement).toHaveTextContent('b bold');
    expect(cursor.previousElementSibling?.tagName).toBe('STRONG');
  });

  it('renders the same content while typing (block by block) as when complete', () => {
    const answer =
      '# Title\n\nText with \\(x^2\\).\n\n```js\nlet a = 1;\n\nlet b = 2;\n```\n\n1. one\n\n2. two\n\n| a |\n|---|\n| 1 |';
    const typing = renderMarkdown(answer, true);
    const complete = renderMarkdown(answer, false);
    const words = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, '');
    expect(words(typing)).toBe(words(complete));
    expect(typing.querySelectorAll('h1, .katex, pre code.hljs, ol li, table td')).toHaveLength(6);
    expect(typing.querySelectorAll('.mf-question-cursor')).toHaveLength(1);
  });

  it('keeps the cursor out of KaTeX markup', () => {
    const container = renderMarkdown('x is $y$', true);
    expect(container.querySelector('.katex .mf-question-cursor')).toBeNull();
    expect(container.querySelector('p > .mf-question-cursor')).not.toBeNull();
  });

  it('opens links in a new tab without opener access', () => {
    const link = renderMarkdown('[docs](https://example.com)').querySelector('a')!;
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});

describe('AnswerMarkdown sanitization: model output never becomes live markup', () => {
  const attacks: [string, string][] = [
    ['img onerror', '<img src=x onerror="window.__pwned=1">'],
    ['script tag', '<script>window.__pwned=1</script>'],
    ['iframe', '<iframe src="javascript:window.__pwned=1"></iframe>'],
    ['inline handler on a div', '<div onclick="window.__pwned=1">click</div>'],
    ['svg onload', '<svg onload="window.__pwned=1"></svg>'],
    ['style tag', '<style>body{display:none}</style>'],
  ];

  it.each(attacks)('%s is not rendered as an element', (_name, markdown) => {
    const container = renderMarkdown(`Text before\n\n${markdown}\n\nText after`);
    expect(container.querySelector('img, script, iframe, svg, style, div[onclick]')).toBeNull();
    for (const element of Array.from(container.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i);
    }
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(container).toHaveTextContent('Text after');
  });

  it('removes javascript: and other unsafe link targets', () => {
    const container = renderMarkdown(
      '[a](javascript:window.__pwned=1) [b](JaVaScRiPt:alert(1)) [c](data:text/html,<script>alert(1)</script>) [d](vbscript:msgbox)',
    );
    const links = Array.from(container.querySelectorAll('a'));
    for (const link of links) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
  });

  it('drops Markdown images: model output loads nothing (no tracking pixels, no javascript:)', () => {
    const container = renderMarkdown(
      'Before ![pixel](https://tracker.example/p.png) ![x](javascript:alert(1) "t")\n\n' +
        '![ref][logo]\n\n[logo]: https://tracker.example/logo.png\n\nAfter',
    );
    expect(container.querySelector('img, picture, source')).toBeNull();
    expect(container.querySelector('[src], [srcset], [longdesc]')).toBeNull();
    expect(container.innerHTML).not.toContain('tracker.example');
    expect(container).toHaveTextContent('Before');
    expect(container).toHaveTextContent('After');
  });

  it('keeps the rest of the GitHub schema (links, task lists)', () => {
    const container = renderMarkdown('[docs](https://example.com)\n\n- [x] done');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://example.com');
    expect(container.querySelector('input[type="checkbox"]')).toBeChecked();
  });

  it('does not let KaTeX be tricked into links or HTML (\\href, \\htmlClass)', () => {
    const container = renderMarkdown('$\\href{javascript:alert(1)}{x}$ and $\\htmlData{foo=bar}{y}$');
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('[data-foo]')).toBeNull();
  });

  it("does not let model markup claim the page's ids or classes", () => {
    const container = renderMarkdown('<a id="mf-question-userQues" class="btn">x</a>\n\n[^1]\n\n[^1]: note');
    expect(container.querySelector('#mf-question-userQues')).toBeNull();
    expect(container.querySelector('.btn')).toBeNull();
  });
});
