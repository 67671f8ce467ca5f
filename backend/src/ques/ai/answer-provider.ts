/**
 * A model that answers a student's question as a stream of text pieces.
 *
 * Implementations throw `AnswerError` for upstream failures (HTTP status, malformed stream) and
 * stop at once when `signal` aborts (rethrowing whatever the abort produced); timeouts and the
 * mapping of unexpected errors are applied around them by `streamAnswer`.
 */
export interface AnswerProvider {
  /** For logs and the health of the configuration: 'gemini' or 'openai'. */
  readonly name: string;
  stream(question: string, signal: AbortSignal): AsyncIterable<string>;
}

/**
 * The spec's generation settings (section 9): temperature 1, topP 0.95, topK 64,
 * maxOutputTokens 8192, plain-text responses.
 */
export const GENERATION_CONFIG = {
  temperature: 1,
  topP: 0.95,
  topK: 64,
  maxOutputTokens: 8192,
  responseMimeType: 'text/plain',
} as const;
