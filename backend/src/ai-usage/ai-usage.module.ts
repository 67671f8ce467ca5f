import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AiUsageController } from './ai-usage.controller.js';
import { AiUsageService } from './ai-usage.service.js';
import { TeacherAiUsageController } from './teacher-ai-usage.controller.js';
import { TeacherAiUsageService } from './teacher-ai-usage.service.js';

/**
 * Daily AI quotas and the school's ceiling (issue 14): QuesModule binds AiUsageService as the
 * answer flow's usage hooks; students read their own use, teachers everyone's.
 */
@Module({
  imports: [AuthModule],
  controllers: [AiUsageController, TeacherAiUsageController],
  providers: [AiUsageService, TeacherAiUsageService],
  exports: [AiUsageService, TeacherAiUsageService],
})
export class AiUsageModule {}
