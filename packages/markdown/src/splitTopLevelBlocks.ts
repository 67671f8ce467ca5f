const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;
const LIST_ITEM = /^([-*+]|\d{1,9}[.)])(\s|$)/;

/**
 * Cuts Markdown into top-level blocks that can be rendered on their own, so that while an
 * answer is typed only its last block is parsed again on every tick (a long answer would
 * otherwise be re-parsed, with KaTeX and highlighting, 25 times a second).
 * A cut is made only after a blank line, before a line that starts at column 0 and is not a
 * list item (lists stay whole), never inside a code fence or a $$ math block.
 */
export function splitTopLevelBlocks(markdown: string): string[] {
  const lines = markdown.split('\n');
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  let inMath = false;
  let previousBlank = false;
  for (const line of lines) {
    const canCut =
      fence === null &&
      !inMath &&
      previousBlank &&
      current.length > 0 &&
      /^\S/.test(line) &&
      !LIST_ITEM.test(line);
    if (canCut) {
      blocks.push(current.join('\n'));
      current = [];
    }
    current.push(line);
    if (fence !== null) {
      if (new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`).test(line))
        fence = null;
    } else if (inMath) {
      if (/^\s*\$\$\s*$/.test(line)) inMath = false;
    } else {
      const open = FENCE_OPEN.exec(line);
      if (open) fence = open[1];
      else if (/^\s*\$\$\s*$/.test(line)) inMath = true;
    }
    previousBlank = line.trim() === '';
  }
  blocks.push(current.join('\n'));
  return blocks;
}
