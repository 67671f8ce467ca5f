import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClassStore } from './class-store.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';

/**
 * /classes (docs/classes.md): classes, their teachers and students, join codes and the tutor's
 * rules per class. Exports ClassesService for the tutor (rules) and the console (scope).
 */
@Module({
  imports: [AuthModule],
  controllers: [ClassesController],
  providers: [ClassesService, ClassStore],
  exports: [ClassesService],
})
export class ClassesModule {}
