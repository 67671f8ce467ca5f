import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { AdminController } from './admin.controller.js';
import { AdminService } from './admin.service.js';

/** Everything under /admin/*: school administrators and the safeguarding lead (docs/teachers.md). */
@Module({
  imports: [AuthModule, ClassesModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
