import { AnswerError, shorten } from './answer-error.js';
import { GEMINI_SAFETY_SETTINGS, geminiSafetyStop } from './gemini-safety.js';
import { GeminiStream, textOf } from './gemini-stream.js';
import {
  GENERATION_CONFIG,
  type AnswerProvider,
  type ModelOutput,
  type ModelOutputSink,
  type ModelRequest,
} from './answer-provider.js';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  apiVersion?: string;
}

/**
 * Gemini's REST streaming call, made by GeminiStream (a lean client of the same wire protocol as
 * the maintained SDK `@google/genai`; decisions 0001 and 0007): the conversation's earlier turns
 * as `contents` with user/model roles, then the new question; the tutor mode in
 * `systemInstruction`; the school's safety filters in `safetySettings` (gemini-safety.ts); the
 * request body is the one the SDK's chat sends (a test compares them). A prompt or answer that
 * Gemini's filters block ends with a `blocked` AnswerError.
 */
export class GeminiProvider implements AnswerProvider {
  readonly name = 'gemini';
  private readonly client: GeminiStream;

  constructor(options: GeminiOptions) {
    // No retries: one attempt, so a 429 reaches the student (with Retry) at once instead of after
    // minutes of silent back-off. AI_TIMEOUT_MS bounds the waits (stream-answer.ts).
    this.client = new GeminiStream(options);
  }

  async stream(request: ModelRequest, signal: AbortSignal, sink: ModelOutputSink): Promise<void> {
    let usage: ModelOutput | undefined;
    try {
      await this.client.events(geminiRequestBody(request), signal, (event) => {
        const text = textOf(event);
        // Each event may repeat the running totals; the last one holds the answer's.
        const metadata = event.usageMetadata;
        if (metadata?.candidatesTokenCount !== undefined || metadata?.promptTokenCount !== undefined) {
          usage = {
            usage: {
              inputTokens: metadata.promptTokenCount ?? 0,
              outputTokens: metadata.candidatesTokenCount ?? 0,
            },
          };
        }
        // Gemini's filters blocked the prompt or stopped the answer: what was written stays, the
        // student gets the kind message (never an empty or cut answer that looks complete).
        const stop = geminiSafetyStop(event);
        if (stop) return stopWith(sink, text, usage, stop);
        if (text) return sink({ text });
      });
    } catch (error) {
      throw signal.aborted ? error : toAnswerError(error);
    }
    if (usage) await sink(usage);
  }
}

/** The last text and the usage, then the stop as the stream's error. */
async function stopWith(
  sink: ModelOutputSink,
  text: string,
  usage: ModelOutput | undefined,
  stop: AnswerError,
): Promise<never> {
  if (text) await sink({ text });
  if (usage) await sink(usage);
  throw stop;
}

/** The body of `streamGenerateContent`, field for field what the SDK's chat sends. */
export function geminiRequestBody(request: ModelRequest) {
  const { temperature, topP, topK, responseMimeType } = GENERATION_CONFIG;
  return {
    contents: [
      ...request.history.map((message) => ({ parts: [{ text: message.text }], role: message.role })),
      { parts: [{ text: request.question }], role: 'user' },
    ],
    systemInstruction: { parts: [{ text: request.systemInstruction }], role: 'user' },
    safetySettings: GEMINI_SAFETY_SETTINGS,
    generationConfig: { temperature, topP, topK, maxOutputTokens: request.maxOutputTokens, responseMimeType },
  };
}

function toAnswerError(error: unknown): AnswerError {
  if (error instanceof AnswerError) return error;
  return AnswerError.upstream(shorten(error instanceof Error ? error.message : String(error)));
}
