// The answers' Markdown renderer (GFM, math, highlighted code; sanitized before KaTeX and
// highlight.js add their own markup), for every front end that shows model or teacher text.
export { default as AnswerMarkdown, type AnswerMarkdownProps } from './AnswerMarkdown';
export { answerSanitizeSchema } from './answerSanitizeSchema';
export { normalizeMathDelimiters } from './normalizeMathDelimiters';
export { splitTopLevelBlocks } from './splitTopLevelBlocks';
