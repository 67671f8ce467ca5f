import type { RosterCounts, RosterImportResponse, RosterReport } from '@elearning/contract';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { AccountRoles } from '../auth/roles/account-roles.service.js';
import { ApiErrorException } from '../common/api-error.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { type OneRosterExport, readOneRosterZip, RosterFileError } from './oneroster-csv.js';
import { planRoster } from './roster-plan.js';
import { snapshotKeys } from './roster-snapshot.js';
import { RosterStore } from './roster-store.js';

const UNIQUE_VIOLATION = '23505';
export const IMPORT_RACED =
  'An account or class with one of these ids or emails was created while the roster was being imported: nothing was imported; import again';

/**
 * Imports a OneRoster CSV export (docs/classes.md, "Rosters"): reads the zip (a 400 when it cannot
 * be read at all), plans the changes against the database (roster-plan.ts) and, unless it is a dry
 * run, writes them in one transaction. Then the school's teachers become teachers through
 * AccountRoles (`role.changed`, their earlier sessions end) and the import is recorded as a
 * `roster.imported` security event with its counts (no names).
 */
@Injectable()
export class RostersService {
  private readonly logger = new Logger(RostersService.name);

  constructor(
    private readonly store: RosterStore,
    private readonly roles: AccountRoles,
    private readonly events: SecurityEvents,
  ) {}

  async importOneRoster(adminId: string, zip: Uint8Array, dryRun: boolean): Promise<RosterImportResponse> {
    const roster = read(zip);
    const keys = snapshotKeys(roster);
    let plan;
    try {
      plan = await this.store.transaction(!dryRun, async (tx) => {
        const planned = planRoster(roster, await tx.snapshot(keys));
        if (!dryRun) await tx.apply(planned);
        return planned;
      });
    } catch (error) {
      // A sign-up (or another app write) took an email or id between the read and the write.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      )
        throw new ApiErrorException(HttpStatus.CONFLICT, IMPORT_RACED);
      throw error;
    }
    if (dryRun) return { success: true, dryRun, report: plan.report };

    // After the commit: a role change ends the account's sessions (in Redis too), which must not
    // happen for a transaction that then rolls back. Should this fail part way, the next import
    // finds those teachers still students and promotes them (reported as updated).
    for (const userId of plan.promotions) await this.roles.setRole(userId, 'teacher', 'oneroster', adminId);
    this.events.record('roster.imported', {
      userId: adminId,
      actorId: adminId,
      reason: eventReason(plan.report),
    });
    this.logger.log(`OneRoster import: ${summary(plan.report)}`);
    return { success: true, dryRun, report: plan.report };
  }
}

function read(zip: Uint8Array): OneRosterExport {
  try {
    return readOneRosterZip(zip);
  } catch (error) {
    if (error instanceof RosterFileError) throw new ApiErrorException(HttpStatus.BAD_REQUEST, error.message);
    throw error;
  }
}

/**
 * The security event's reason (at most 60 characters, security_events.reason): counts only, never a
 * name: `c 2/0/0 t 1/0/0 s 30/0/0 e 32/0/0 w 1` is classes, teachers, students and enrollments
 * created/updated/ended, and the warnings.
 */
export function eventReason(report: RosterReport): string {
  const part = (letter: string, counts: RosterCounts) =>
    `${letter} ${counts.created}/${counts.updated}/${counts.ended}`;
  return [
    part('c', report.classes),
    part('t', report.teachers),
    part('s', report.students),
    part('e', report.enrollments),
    `w ${report.warnings.length}`,
  ]
    .join(' ')
    .slice(0, 60);
}

/** The same counts for the log: `classes 3/0/0, ... (created/updated/ended), 1 warnings`. */
export function summary(report: RosterReport): string {
  const part = (name: string, counts: RosterCounts) =>
    `${name} ${counts.created}/${counts.updated}/${counts.ended}`;
  return (
    [
      part('classes', report.classes),
      part('teachers', report.teachers),
      part('students', report.students),
      part('enrollments', report.enrollments),
    ].join(', ') + ` (created/updated/ended), ${report.warnings.length} warnings`
  );
}
