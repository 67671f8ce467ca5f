import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailerService } from '../mail/mailer.service.js';
import { SafetyModule } from '../safety/safety.module.js';
import { AdminActionStore } from './admin-action-store.js';
import { AdminStudentDataController } from './admin-student-data.controller.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { AccountDeletionStore } from './deletion/account-deletion-store.js';
import { DataExportDownloads } from './export/data-export-download.service.js';
import { DataExportService } from './export/data-export.service.js';
import { DataExportStore } from './export/data-export-store.js';
import { MyDataController } from './my-data.controller.js';
import { PrivacyFactsController } from './privacy-facts.controller.js';
import { PrivacyFacts } from './privacy-facts.service.js';
import {
  DEFAULT_PRIVACY_JOB_INTERVALS,
  PRIVACY_JOB_INTERVALS,
  PrivacyRetentionJobs,
} from './retention/retention-jobs.js';
import { RetentionService } from './retention/retention.service.js';
import { RetentionStore } from './retention/retention-store.js';

/**
 * A student's data (docs/privacy.md): the export, the deletion of an account (by the student, an
 * admin, or the retention job for inactivity), the daily retention, and the facts /privacy shows.
 * The time comes from SafetyClock (the safety module's), so tests move one clock for both.
 */
@Module({
  imports: [AuthModule, SafetyModule],
  controllers: [MyDataController, AdminStudentDataController, PrivacyFactsController],
  providers: [
    AdminActionStore,
    AccountDeletionService,
    AccountDeletionStore,
    DataExportDownloads,
    DataExportService,
    DataExportStore,
    PrivacyFacts,
    RetentionService,
    RetentionStore,
    PrivacyRetentionJobs,
    { provide: PRIVACY_JOB_INTERVALS, useValue: DEFAULT_PRIVACY_JOB_INTERVALS },
    MailerService,
  ],
  exports: [RetentionService, AccountDeletionService],
})
export class PrivacyModule {}
