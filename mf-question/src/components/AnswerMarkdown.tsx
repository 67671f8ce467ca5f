// The one sanitized Markdown renderer (packages/markdown), shared with the teachers' console so an
// answer looks the same to both. A module of its own so the page can load it lazily.
export { AnswerMarkdown as default } from '@elearning/markdown';
