import type { Element, Root, RootContent } from 'hast';

/** Elements the cursor must not go into: void ones and KaTeX's generated markup. */
const CLOSED_TAGS = new Set(['br', 'hr', 'img', 'input', 'math', 'svg']);

function isClosed(element: Element): boolean {
  if (CLOSED_TAGS.has(element.tagName)) return true;
  const classes = element.properties.className;
  return Array.isArray(classes) && classes.some((name) => String(name).startsWith('katex'));
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
      if (!last || last.type !== 'element' || isClosed(last)) break;
      parent = last;
    }
    (parent.children as Element[]).push(cursorElement());
  };
}
