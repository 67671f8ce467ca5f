import { EventSourceParserStream } from 'eventsource-parser/stream';
import { AnswerError, shorten } from './answer-error.js';
import {
  GENERATION_CONFIG,
  type AnswerProvider,
  type ModelOutputSink,
  type ModelRequest,
} from './answer-provider.js';

export interface OpenAiCompatibleOptions {
  /** Including the version path, e.g. http://localhost:11434/v1 (Ollama) or http://gpu:8000/v1 (vLLM). */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** The parts of a chat-completions stream event this provider reads. */
interface ChatCompletionChunk {
  choices?: { delta?: { content?: unknown }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
  error?: { message?: string };
}

/**
 * Any OpenAI-compatible chat-completions server (Ollama, vLLM, llama.cpp server), streaming with
 * `stream: true`, so a school can keep its students' questions on its own hardware.
 */
export class OpenAiCompatibleProvider implements AnswerProvider {
  readonly name = 'openai';

  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async stream(request: ModelRequest, signal: AbortSignal, sink: ModelOutputSink): Promise<void> {
    try {
      await this.request(request, signal, sink);
    } catch (error) {
      if (signal.aborted || error instanceof AnswerError) throw error;
      throw AnswerError.upstream(shorten(error instanceof Error ? error.message : String(error)));
    }
  }

  private async request(request: ModelRequest, signal: AbortSignal, sink: ModelOutputSink): Promise<void> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
    };
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers,
      signal,
      body: JSON.stringify({
        model: this.options.model,
        stream: true,
        messages: [
          { role: 'system', content: request.systemInstruction },
          ...request.history.map((message) => ({
            role: message.role === 'model' ? 'assistant' : 'user',
            content: message.text,
          })),
          { role: 'user', content: request.question },
        ],
        // The required sampling settings (docs/requirements.md#constants) where this API has them. max_tokens (not the newer
        // max_completion_tokens) is the cap Ollama, vLLM and llama.cpp all read; a small
        // self-hosted model may need AI_MAX_OUTPUT_TOKENS below its context size.
        temperature: GENERATION_CONFIG.temperature,
        top_p: GENERATION_CONFIG.topP,
        max_tokens: request.maxOutputTokens,
        // The usage then comes in a last event with no choices (servers without it just ignore it).
        stream_options: { include_usage: true },
      }),
    });
    if (!response.ok) {
      throw AnswerError.fromStatus(response.status, shorten(await response.text().catch(() => '')));
    }
    if (!response.body) throw AnswerError.upstream('response without a body');

    const events = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream());
    let finished = false;
    for await (const event of events) {
      if (event.data === '[DONE]') return;
      const chunk = parseChunk(event.data);
      const choice = chunk.choices?.[0];
      const text = choice?.delta?.content;
      if (typeof text === 'string' && text !== '') await sink({ text });
      // Azure OpenAI and other servers with a content filter end a filtered answer this way.
      if (choice?.finish_reason === 'content_filter')
        throw AnswerError.blocked('OpenAI-compatible finish_reason content_filter');
      if (choice?.finish_reason) finished = true;
      if (chunk.usage) {
        await sink({
          usage: {
            inputTokens: chunk.usage.prompt_tokens ?? 0,
            outputTokens: chunk.usage.completion_tokens ?? 0,
          },
        });
      }
    }
    // Some servers end with a finish_reason and no [DONE]; a stream with neither was cut off.
    if (!finished) throw AnswerError.upstream('stream ended before [DONE]');
  }
}

function parseChunk(data: string): ChatCompletionChunk {
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw AnswerError.upstream(`malformed stream event: ${shorten(data, 120)}`);
  }
  if (parsed === null || typeof parsed !== 'object') {
    throw AnswerError.upstream(`unexpected stream event: ${shorten(data, 120)}`);
  }
  const chunk = parsed as ChatCompletionChunk;
  if (chunk.error) throw AnswerError.upstream(`error event: ${shorten(chunk.error.message ?? data)}`);
  return chunk;
}
