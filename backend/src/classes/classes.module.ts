import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClassStore } from './class-store.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';
import { ClassLiveController } from './live/class-live.controller.js';
import { ClassLiveService } from './live/class-live.service.js';
import { ClassLiveStore } from './live/class-live-store.js';

/**
 * /classes (docs/classes.md): classes, their teachers and students, join codes and the tutor's
 * rules per class. Exports ClassesService for the tutor (rules) and the console (scope).
 */
@Module({
  imports: [AuthModule],
  controllers: [ClassesController, ClassLiveController],
  providers: [ClassesService, ClassStore, ClassLiveService, ClassLiveStore],
  exports: [ClassesService],
})
export class ClassesModule {}
