import { lazy, Suspense } from 'react';
import heartIcon from 'bootstrap-icons/icons/heart.svg?raw';
import { Icon } from '@elearning/remote-kit';
import { loadAnswerMarkdown } from './TurnCard';

const AnswerMarkdown = lazy(loadAnswerMarkdown);

/**
 * The help card (docs/safety.md): the school's help resources, shown at once when a message raised
 * the urgent tier, above the newest answer, for the rest of the conversation. The Markdown goes
 * through the same sanitized renderer as the answers.
 */
export function HelpCard({ markdown }: { markdown: string }) {
  return (
    <section className="mf-question-help alert alert-info mb-3" aria-labelledby="mf-question-help-heading" data-testid="help-card">
      <h3 id="mf-question-help-heading" className="h6 alert-heading d-flex align-items-center">
        <Icon svg={heartIcon} className="mf-question-icon me-2" />
        Help is here
      </h3>
      <div className="answer-markdown">
        <Suspense fallback={<p className="mf-question-plain mb-0">{markdown}</p>}>
          <AnswerMarkdown markdown={markdown} showCursor={false} />
        </Suspense>
      </div>
      <p className="small mb-0 mt-2">
        Because your safety matters, an adult at your school will see this conversation.
      </p>
    </section>
  );
}
