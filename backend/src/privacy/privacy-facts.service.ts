import type { PrivacyAiProvider, PrivacyFactsResponse } from '@elearning/contract';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';

const AI_PROVIDER: Record<ResolvedConfig['ai']['provider'], PrivacyAiProvider> = {
  gemini: 'gemini',
  openai: 'openai-compatible',
  none: 'none',
};

/** The configured values the /privacy page shows, read from the running backend. */
@Injectable()
export class PrivacyFacts {
  constructor(@Inject(APP_CONFIG) private readonly config: ResolvedConfig) {}

  get(): PrivacyFactsResponse {
    return {
      success: true,
      dataRetentionDays: this.config.privacy.dataRetentionDays,
      securityEventsRetentionDays: this.config.privacy.securityEventsRetentionDays,
      safetyRetentionDays: this.config.safety.retentionDays,
      inactiveAccountDays: this.config.privacy.inactiveAccountDays ?? null,
      aiProvider: AI_PROVIDER[this.config.ai.provider],
    };
  }
}
