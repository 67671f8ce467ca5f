import type { SchoolSecurityEventsResponse, StaffMemberView } from '@elearning/contract';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AccountStore } from '../auth/accounts/account-store.js';
import { AccountRoles } from '../auth/roles/account-roles.service.js';
import { DEMOTED_BY_ADMIN } from '../auth/roles/role-lists.js';
import { ClassesService } from '../classes/classes.service.js';
import { ApiErrorException } from '../common/api-error.js';
import { isUuid, iso } from '../common/values.js';
import { SecurityEventStore } from '../security-events/security-event-store.js';
import { SECURITY_EVENT_TYPES } from '../security-events/security-events.service.js';

export const TEACHER_NOT_FOUND = 'Teacher not found';
export const CANNOT_DEMOTE_ADMIN =
  'An administrator is removed by the operator (npm run admin -- remove <email>), not from the console';
const EVENTS_PAGE = 50;

/** The admins' console: who the teachers are and how they became teachers, and the school's security events. */
@Injectable()
export class AdminService {
  constructor(
    private readonly accounts: AccountStore,
    private readonly roles: AccountRoles,
    private readonly securityEvents: SecurityEventStore,
    private readonly classes: ClassesService,
  ) {}

  async staff(): Promise<StaffMemberView[]> {
    return (await this.accounts.staff()).map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
  }

  /**
   * A teacher becomes a student again, off every class they taught (refused while they are the only
   * teacher of one); their sessions end (role.changed names the admin). It stands even for an
   * address in TEACHER_EMAILS (role-lists.ts).
   */
  async demote(adminId: string, teacherId: string): Promise<void> {
    const account = isUuid(teacherId) ? await this.accounts.standing(teacherId) : undefined;
    if (!account || account.role === 'student')
      throw new ApiErrorException(HttpStatus.NOT_FOUND, TEACHER_NOT_FOUND);
    if (account.role === 'admin') throw new ApiErrorException(HttpStatus.CONFLICT, CANNOT_DEMOTE_ADMIN);
    await this.classes.releaseTeacher(account.name, teacherId);
    await this.roles.setRole(teacherId, 'student', DEMOTED_BY_ADMIN, adminId);
  }

  async events(filter: { type?: string; before?: string }): Promise<SchoolSecurityEventsResponse> {
    const rows = await this.securityEvents.schoolEvents({ ...filter, limit: EVENTS_PAGE + 1 });
    const page = rows.slice(0, EVENTS_PAGE);
    return {
      success: true,
      events: page.map((row) => ({ ...row, at: iso(row.at) })),
      nextBefore: rows.length > EVENTS_PAGE ? (page.at(-1)?.id ?? null) : null,
      types: [...SECURITY_EVENT_TYPES],
    };
  }
}
