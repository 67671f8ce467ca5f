import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/classes.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AiUsageController } from './ai-usage.controller.js';
import { AiUsageService } from './ai-usage.service.js';
import { AiUsageStore } from './ai-usage-store.js';

/**
 * Daily AI quotas and the school's ceiling (docs/tutor.md): TutorModule binds AiUsageService as the
 * answer flow's usage hooks; students read their own use here, teachers everyone's in TeachersModule.
 */
@Module({
  imports: [AuthModule, ClassesModule],
  controllers: [AiUsageController],
  providers: [AiUsageService, AiUsageStore],
  exports: [AiUsageService, AiUsageStore],
})
export class AiUsageModule {}
