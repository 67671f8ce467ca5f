import { lazy, Suspense } from 'react';

// The Markdown/KaTeX/highlight.js renderer is big: loaded when an answer is first shown.
const AnswerMarkdown = lazy(() =>
  import('@elearning/markdown').then((module) => ({ default: module.AnswerMarkdown })),
);

/** Model or teacher text, rendered exactly as on the student's page (sanitized Markdown). */
export function Markdown({ text }: { text: string }) {
  return (
    <div className="answer-markdown">
      <Suspense fallback={<p className="mf-teacher-plain">{text}</p>}>
        <AnswerMarkdown markdown={text} />
      </Suspense>
    </div>
  );
}
