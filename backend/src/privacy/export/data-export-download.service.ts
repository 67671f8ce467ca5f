import { HttpStatus, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../../common/api-error.js';
import { isUuid } from '../../common/values.js';
import { SafetyClock } from '../../safety/alerts/safety-clock.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AdminActionStore } from '../admin-action-store.js';
import { NO_SUCH_STUDENT } from '../deletion/account-deletion.service.js';
import { DataExportService } from './data-export.service.js';
import { DataExportStore } from './data-export-store.js';
import { dataExportFileName, dataExportZip } from './data-export-zip.js';

export interface DataExportFile {
  fileName: string;
  zip: Uint8Array;
}

/**
 * The zip a student downloads of their own data, or an admin of a student's (a parent's request
 * through the school). Each export is a `data.exported` security event of the student; an admin's
 * is also in the access log with the reason.
 */
@Injectable()
export class DataExportDownloads {
  constructor(
    private readonly exports: DataExportService,
    private readonly store: DataExportStore,
    private readonly admins: AdminActionStore,
    private readonly events: SecurityEvents,
    private readonly clock: SafetyClock,
  ) {}

  async own(userId: string): Promise<DataExportFile> {
    const now = this.clock.now();
    const data = await this.exports.build(userId, now);
    if (!data) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, 'Your account no longer exists');
    this.events.record('data.exported', { userId, reason: 'own-request' });
    return { fileName: dataExportFileName('my-data', now), zip: dataExportZip(data) };
  }

  async ofStudent(adminId: string, studentId: string, reason: string): Promise<DataExportFile> {
    if (!isUuid(studentId) || !(await this.store.isStudent(studentId)))
      throw new ApiErrorException(HttpStatus.NOT_FOUND, NO_SUCH_STUDENT);
    const now = this.clock.now();
    // Recorded before it is read: an export that fails halfway was still an opening.
    await this.admins.record(studentId, { adminId, subject: 'data_export', reason });
    const data = await this.exports.build(studentId, now);
    if (!data) throw new ApiErrorException(HttpStatus.NOT_FOUND, NO_SUCH_STUDENT);
    this.events.record('data.exported', { userId: studentId, actorId: adminId, reason: 'school-request' });
    return { fileName: dataExportFileName('student-data', now), zip: dataExportZip(data) };
  }
}
