import type { AiConfig } from './ai-config.js';
import type { AnswerProvider } from './answer-provider.js';
import { GeminiProvider } from './gemini.provider.js';
import { NotConfiguredProvider } from './not-configured.provider.js';
import { OpenAiCompatibleProvider } from './openai-compatible.provider.js';

/** The configured model; when the AI tutor is off, a stand-in whose answers report not_configured. */
export function createAnswerProvider(config: AiConfig): AnswerProvider {
  if (config.provider === 'gemini' && config.gemini.apiKey) {
    return new GeminiProvider({
      apiKey: config.gemini.apiKey,
      model: config.gemini.model,
      baseUrl: config.gemini.baseUrl,
      apiVersion: config.gemini.apiVersion,
    });
  }
  if (config.provider === 'openai' && config.openai.baseUrl && config.openai.model) {
    return new OpenAiCompatibleProvider({
      baseUrl: config.openai.baseUrl,
      model: config.openai.model,
      apiKey: config.openai.apiKey,
    });
  }
  return new NotConfiguredProvider();
}
