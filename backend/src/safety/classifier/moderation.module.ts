import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import { ModerationClassifier } from './moderation-classifier.js';

/** Provides ModerationClassifier (the class is the injection token), built from config.safety.moderation. */
@Module({
  providers: [
    {
      provide: ModerationClassifier,
      useFactory: (config: AppConfig) => new ModerationClassifier(config.safety.moderation),
      inject: [APP_CONFIG],
    },
  ],
  exports: [ModerationClassifier],
})
export class ModerationModule {}
