/**
 * A model that answers a student's question as a stream of text pieces, given the tutor's system
 * instruction and the conversation so far.
 *
 * Implementations reject with `AnswerError` for upstream failures (HTTP status, malformed stream)
 * and stop at once when `signal` aborts (rejecting with whatever the abort produced); timeouts and
 * the mapping of unexpected errors are applied around them by `streamAnswer`.
 */
export interface AnswerProvider {
  /** For logs and the health of the configuration: 'gemini' or 'openai'. */
  readonly name: string;
  /**
   * Hands each output to `sink` as it arrives, in order: text pieces, then at most one `usage`
   * output when the model reports it (at the end). Settles when the answer has ended. The outputs
   * are pushed, not pulled through async iterators: a piece then costs no promise on its way from
   * the socket to the student (docs/decisions/0007-answer-burst.md).
   */
  stream(request: ModelRequest, signal: AbortSignal, sink: ModelOutputSink): Promise<void>;
}

/**
 * Receives a provider's outputs. A promise returned holds back the next output until it settles
 * (the model's connection is paused meanwhile); an error thrown or rejected ends the stream with it.
 */
export type ModelOutputSink = (output: ModelOutput) => void | Promise<void>;

/** One earlier message of the conversation, in the provider-neutral roles (Gemini's names). */
export interface ChatMessage {
  role: 'user' | 'model';
  text: string;
}

export interface ModelRequest {
  /** The tutor mode's instruction with the safety preamble (src/tutor/prompting/tutor-instructions.ts). */
  systemInstruction: string;
  /** Earlier turns, oldest first, alternating user/model and starting with user. */
  history: ChatMessage[];
  /** The student's new message. */
  question: string;
  /** Output-token cap (AI_MAX_OUTPUT_TOKENS). */
  maxOutputTokens: number;
}

/** Tokens an answer cost, as the provider reported them, or estimated from characters. */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  /** True when the provider said nothing and the numbers come from estimateTokens. */
  estimated: boolean;
}

export type ModelOutput = { text: string } | { usage: Omit<TokenUsage, 'estimated'> };

/** About 4 characters per token for English text: the usual rule of thumb when no count is given. */
export function estimateTokens(characters: number): number {
  return Math.ceil(characters / 4);
}

/**
 * The product's generation settings (docs/requirements.md#constants): temperature 1, topP 0.95, topK 64, plain-text
 * responses; the output-token cap (8192 by default, docs/requirements.md#constants) comes from AI_MAX_OUTPUT_TOKENS.
 */
export const GENERATION_CONFIG = {
  temperature: 1,
  topP: 0.95,
  topK: 64,
  responseMimeType: 'text/plain',
} as const;
