import { Module } from '@nestjs/common';
import { ModerationModule } from '../classifier/index.js';
import { SafetyModule } from '../safety.module.js';
import { ContextScreen } from './context-screen.js';
import { WelfareCheckService } from './welfare-check.service.js';

/**
 * What the tutor's answer flow uses of student safety (docs/safety.md): the welfare check of each
 * message (offline screen, classifier, alerts) and the classifier for the answer check.
 */
@Module({
  imports: [SafetyModule, ModerationModule],
  providers: [WelfareCheckService, ContextScreen],
  exports: [WelfareCheckService, ModerationModule],
})
export class WelfareModule {}
