import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactModule } from '../contact/contact.module.js';
import { MeController } from './me.controller.js';
import { QuestionSupportService } from './question-support.service.js';
import { QuestionSupportStore } from './question-support-store.js';
import { StudentSupportController } from './student-support.controller.js';

/**
 * The student's side of human support (docs/teachers.md): asking a teacher about an answer, the
 * teachers' replies and contact replies shown in the app, and GET /auth/me (who is signed in, with
 * the unread replies badge).
 */
@Module({
  imports: [AuthModule, ContactModule],
  controllers: [MeController, StudentSupportController],
  providers: [QuestionSupportService, QuestionSupportStore],
  exports: [QuestionSupportStore],
})
export class StudentSupportModule {}
