import { AnswerError } from './answer-error.js';
import type { AnswerProvider } from './answer-provider.js';

/** Stands in when no model is configured: every answer ends with a not_configured error. */
export class NotConfiguredProvider implements AnswerProvider {
  readonly name = 'none';

  stream(): Promise<void> {
    return Promise.reject(AnswerError.notConfigured());
  }
}
