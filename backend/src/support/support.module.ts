import { Module } from '@nestjs/common';
import { AiUsageModule } from '../ai-usage/ai-usage.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { AccessLogService } from './access-log.service.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { MailerService } from './mailer.service.js';
import { MeController } from './me.controller.js';
import { QuestionSupportService } from './question-support.service.js';
import { StudentSupportController } from './student-support.controller.js';
import { TeacherContactController } from './teacher-contact.controller.js';
import { TeacherQuestionsController } from './teacher-questions.controller.js';
import { TeacherQuestionsService } from './teacher-questions.service.js';
import { TeacherStudentsController } from './teacher-students.controller.js';
import { TeacherStudentsService } from './teacher-students.service.js';

/**
 * Human teacher support (docs/teachers.md): escalations, teacher replies and flags, the contact
 * inbox and its replies, the access log, and GET /auth/me. Exports QuestionSupportService for the
 * ques module (the support fields of a student's questions).
 */
@Module({
  imports: [AuthModule, AiUsageModule],
  controllers: [
    MeController,
    StudentSupportController,
    TeacherQuestionsController,
    TeacherContactController,
    TeacherStudentsController,
  ],
  providers: [
    QuestionSupportService,
    TeacherQuestionsService,
    ContactInboxService,
    AccessLogService,
    MailerService,
    TeacherStudentsService,
  ],
  exports: [QuestionSupportService],
})
export class SupportModule {}
