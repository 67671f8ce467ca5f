import type { Element, Root, RootContent } from 'hast';

/**
 * Blocks the cursor may go into. Inline elements (strong, links, KaTeX's spans) are not
 * entered: the cursor goes after them, so it is never bold, a link, or part of a formula.
 */
const BLOCK_TAGS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
  'div',
  'section',
  'dl',
  'dt',
  'dd',
]);

function canHoldCursor(element: Element, parent: Root | Element): boolean {
  if (parent.type === 'element' && parent.tagName === 'pre' && element.tagName === 'code') return true;
  const classes = element.properties.className;
  const isKatex = Array.isArray(classes) && classes.some((name) => String(name).startsWith('katex'));
  return BLOCK_TAGS.has(element.tagName) && !isKatex;
}

function cursorElement(): Element {
  return {
    type: 'element',
    tagName: 'span',
    properties: { className: ['mf-question-cursor'], ariaHidden: 'true', dataTestid: 'typing-cursor' },
    children: [],
  };
}

/**
 * Puts the blinking cursor right after the last character typed, inside the deepest last
 * block (paragraph, list item, table cell, code), instead of on a line of its own.
 * Runs after rehype-sanitize: the cursor is our markup, not the model's.
 */
export function rehypeTypingCursor() {
  return (tree: Root) => {
    let parent: Root | Element = tree;
    for (;;) {
      const last: RootContent | undefined = [...(parent.children as RootContent[])]
        .reverse()
        .find((child) => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''));
      if (!last || last.type !== 'element' || !canHoldCursor(last, parent)) break;
      parent = last;
    }
    (parent.children as Element[]).push(cursorElement());
  };
}
