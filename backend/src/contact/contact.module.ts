import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ContactController } from './contact.controller.js';
import { ContactQueryStore } from './contact-query-store.js';
import { ContactService } from './contact.service.js';

/** The contact form; ContactQueryStore serves the teachers' inbox and the students' replies. */
@Module({
  imports: [AuthModule],
  controllers: [ContactController],
  providers: [ContactService, ContactQueryStore],
  exports: [ContactQueryStore],
})
export class ContactModule {}
