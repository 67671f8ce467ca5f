import { Module } from '@nestjs/common';
import { ClassesModule } from '../classes/classes.module.js';
import { ConsoleScopes } from './console-scope.js';
import { AiUsageModule } from '../ai-usage/ai-usage.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { MailerService } from '../mail/mailer.service.js';
import { StudentSupportModule } from '../student-support/student-support.module.js';
import { AccessLogService } from './access-log.service.js';
import { AccessLogStore } from './access-log-store.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { TeacherAiUsageController } from './teacher-ai-usage.controller.js';
import { TeacherAiUsageService } from './teacher-ai-usage.service.js';
import { TeacherContactController } from './teacher-contact.controller.js';
import { TeacherQuestionsController } from './teacher-questions.controller.js';
import { TeacherQuestionsService } from './teacher-questions.service.js';
import { TeacherQuestionsStore } from './teacher-questions-store.js';
import { SearchWordShares } from './search-word-shares.js';
import { TeacherStudentsController } from './teacher-students.controller.js';
import { TeacherStudentsService } from './teacher-students.service.js';

/**
 * Everything under /teacher/* (docs/teachers.md): escalations, replies and flags, the contact
 * inbox, students (reset links, AI quotas), the school's AI use and the access log.
 */
@Module({
  imports: [AuthModule, AiUsageModule, ClassesModule, ContactModule, StudentSupportModule],
  controllers: [
    TeacherQuestionsController,
    TeacherContactController,
    TeacherStudentsController,
    TeacherAiUsageController,
  ],
  providers: [
    TeacherQuestionsService,
    TeacherQuestionsStore,
    SearchWordShares,
    ContactInboxService,
    AccessLogService,
    AccessLogStore,
    MailerService,
    TeacherStudentsService,
    TeacherAiUsageService,
    ConsoleScopes,
  ],
})
export class TeachersModule {}
