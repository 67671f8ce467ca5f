import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ClassesModule } from '../classes/classes.module.js';
import { MailerService } from '../mail/mailer.service.js';
import { AccessLogService } from '../teachers/access-log.service.js';
import { AccessLogStore } from '../teachers/access-log-store.js';
import { ConsoleScopes } from '../teachers/console-scope.js';
import { SafetyAlertJobs } from './alerts/safety-alert-jobs.js';
import { SafetyAlertsController, SafetyFalseAlarmsController } from './alerts/safety-alerts.controller.js';
import { SafetyAlertsService } from './alerts/safety-alerts.service.js';
import { SafetyAlertsStore } from './alerts/safety-alerts-store.js';
import { DEFAULT_SAFETY_JOB_INTERVALS, SAFETY_JOB_INTERVALS, SafetyClock } from './alerts/safety-clock.js';

/**
 * Student safety (docs/safety.md): the alerts a student's message raises, who is told, the
 * console's endpoints under /teacher/safety. Exports SafetyAlertsService (raise) for the tutor; it
 * imports neither the tutor nor the teachers' module (the access log's store and the console scope
 * are provided here), so TutorModule can import it without a cycle.
 */
@Module({
  imports: [AuthModule, ClassesModule],
  controllers: [SafetyAlertsController, SafetyFalseAlarmsController],
  providers: [
    SafetyAlertsService,
    SafetyAlertsStore,
    SafetyAlertJobs,
    SafetyClock,
    { provide: SAFETY_JOB_INTERVALS, useValue: DEFAULT_SAFETY_JOB_INTERVALS },
    AccessLogService,
    AccessLogStore,
    ConsoleScopes,
    MailerService,
  ],
  exports: [SafetyAlertsService, SafetyClock],
})
export class SafetyModule {}
