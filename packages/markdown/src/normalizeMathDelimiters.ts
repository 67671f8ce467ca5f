/**
 * remark-math understands `$…$` and `$$…$$` only; models also write LaTeX's `\( … \)` and
 * `\[ … \]`. Rewrites those outside code (fenced blocks and inline code spans keep their
 * text exactly). An unclosed delimiter (mid-stream) is left alone until its end arrives.
 */
export function normalizeMathDelimiters(markdown: string): string {
  return splitFencedCode(markdown)
    .map((part) => (part.code ? part.text : mapOutsideInlineCode(part.text, convertDelimiters)))
    .join('');
}

interface Part {
  text: string;
  code: boolean;
}

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

/** Splits into fenced code blocks (kept verbatim, unclosed ones run to the end) and the rest. */
function splitFencedCode(markdown: string): Part[] {
  const lines = markdown.split(/(?<=\n)/);
  const parts: Part[] = [];
  let buffer = '';
  let fence: string | null = null;
  const flush = (code: boolean) => {
    if (buffer) parts.push({ text: buffer, code });
    buffer = '';
  };
  for (const line of lines) {
    if (fence === null) {
      const open = FENCE_OPEN.exec(line);
      // A backtick fence's info string cannot contain backticks (CommonMark).
      if (open && !(open[1][0] === '`' && line.slice(open[0].length).includes('`'))) {
        flush(false);
        fence = open[1];
      }
      buffer += line;
    } else {
      buffer += line;
      const close = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
      if (close.test(line)) {
        fence = null;
        flush(true);
      }
    }
  }
  flush(fence !== null);
  return parts;
}

/** Applies `convert` to the text between inline code spans (`…`, ``…``), not inside them. */
function mapOutsideInlineCode(text: string, convert: (plain: string) => string): string {
  let result = '';
  let plainStart = 0;
  let index = 0;
  while (index < text.length) {
    if (text[index] !== '`') {
      index += 1;
      continue;
    }
    let runEnd = index;
    while (text[runEnd] === '`') runEnd += 1;
    const run = text.slice(index, runEnd);
    const closing = findBacktickRun(text, runEnd, run.length);
    if (closing === -1) {
      index = runEnd; // literal backticks
      continue;
    }
    result += convert(text.slice(plainStart, index)) + text.slice(index, closing + run.length);
    index = closing + run.length;
    plainStart = index;
  }
  return result + convert(text.slice(plainStart));
}

function findBacktickRun(text: string, from: number, length: number): number {
  let index = text.indexOf('`', from);
  while (index !== -1) {
    let end = index;
    while (text[end] === '`') end += 1;
    if (end - index === length) return index;
    index = text.indexOf('`', end);
  }
  return -1;
}

const DISPLAY = /(?<!\\)\\\[([\s\S]+?)\\\]/g;
const INLINE = /(?<!\\)\\\(([\s\S]+?)\\\)/g;

function convertDelimiters(plain: string): string {
  return plain
    .replace(DISPLAY, (match, body: string, offset: number, whole: string) => {
      const lineStart = whole.lastIndexOf('\n', offset - 1) + 1;
      const before = whole.slice(lineStart, offset);
      const afterEnd = whole.indexOf('\n', offset + match.length);
      const after = whole.slice(offset + match.length, afterEnd === -1 ? undefined : afterEnd);
      if (/^\s*$/.test(before) && /^\s*$/.test(after)) {
        // Alone on its line(s): a display block, indented like the delimiter (lists).
        const lines = body
          .trim()
          .split('\n')
          .map((line) => before + line.trim());
        return `$$\n${lines.join('\n')}\n${before}$$`;
      }
      return `$$${body.trim()}$$`;
    })
    .replace(INLINE, (_match, body: string) => `$${body.trim()}$`);
}
