import { AnswerError } from './answer-error.js';
import type { AnswerProvider, ModelOutput } from './answer-provider.js';

/** Stands in when no model is configured: every answer ends with a not_configured error. */
export class NotConfiguredProvider implements AnswerProvider {
  readonly name = 'none';

  // eslint-disable-next-line require-yield -- an answer stream that fails before its first piece
  async *stream(): AsyncIterable<ModelOutput> {
    throw AnswerError.notConfigured();
  }
}
