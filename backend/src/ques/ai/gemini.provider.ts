import { ApiError, GoogleGenAI } from '@google/genai';
import { AnswerError, shorten } from './answer-error.js';
import {
  GENERATION_CONFIG,
  type AnswerProvider,
  type ModelOutput,
  type ModelRequest,
} from './answer-provider.js';

export interface GeminiOptions {
  apiKey: string;
  model: string;
  baseUrl?: string;
  apiVersion?: string;
}

/**
 * Gemini through the maintained SDK `@google/genai` (docs/decisions/0001-gemini-sdk.md): a chat
 * whose history is the conversation's earlier turns (`contents` with user/model roles), the tutor
 * mode in `systemInstruction`, and the new question as the message.
 */
export class GeminiProvider implements AnswerProvider {
  readonly name = 'gemini';
  private readonly client: GoogleGenAI;

  constructor(private readonly options: GeminiOptions) {
    this.client = new GoogleGenAI({
      // vertexai: false so that GOOGLE_GENAI_USE_VERTEXAI in the environment cannot redirect the key.
      vertexai: false,
      apiKey: options.apiKey,
      // No retryOptions: the SDK then makes exactly one attempt, and a 429 reaches the student
      // (with Retry) at once instead of after minutes of silent back-off.
      httpOptions: {
        baseUrl: options.baseUrl,
        apiVersion: options.apiVersion,
        // Node's own fetch, given explicitly: without it the SDK looks up undici's global
        // dispatcher on globalThis, which sandboxes such as jest's VM contexts do not have.
        // undici's 300 s header/body timeouts stay in force; AI_TIMEOUT_MS (at most 300 s) is shorter.
        fetch: (input, init) => fetch(input, init),
      },
    });
  }

  async *stream(request: ModelRequest, signal: AbortSignal): AsyncIterable<ModelOutput> {
    const chat = this.client.chats.create({
      model: this.options.model,
      history: request.history.map((message) => ({ role: message.role, parts: [{ text: message.text }] })),
      // abortSignal is handed to fetch: aborting closes the upstream connection, also mid-stream.
      config: {
        ...GENERATION_CONFIG,
        maxOutputTokens: request.maxOutputTokens,
        systemInstruction: request.systemInstruction,
        abortSignal: signal,
      },
    });
    try {
      const chunks = await chat.sendMessageStream({ message: request.question });
      let usage: ModelOutput | undefined;
      for await (const chunk of chunks) {
        const text = chunk.text;
        if (text) yield { text };
        // Each event may repeat the running totals; the last one holds the answer's.
        const metadata = chunk.usageMetadata;
        if (metadata?.candidatesTokenCount !== undefined || metadata?.promptTokenCount !== undefined) {
          usage = {
            usage: {
              inputTokens: metadata.promptTokenCount ?? 0,
              outputTokens: metadata.candidatesTokenCount ?? 0,
            },
          };
        }
      }
      if (usage) yield usage;
    } catch (error) {
      throw signal.aborted ? error : toAnswerError(error);
    }
  }
}

function toAnswerError(error: unknown): AnswerError {
  if (error instanceof AnswerError) return error;
  if (error instanceof ApiError) return AnswerError.fromStatus(error.status, shorten(error.message));
  // The SDK reports unparseable stream events and truncated streams as plain Errors.
  return AnswerError.upstream(shorten(error instanceof Error ? error.message : String(error)));
}
