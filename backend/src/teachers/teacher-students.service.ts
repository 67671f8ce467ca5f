import type {
  ApproveStudentResponse,
  ResetLinkResponse,
  StudentStandingView,
  TeacherStudentResponse,
} from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { AccountStore } from '../auth/accounts/account-store.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { TeacherAiUsageService } from './teacher-ai-usage.service.js';
import { AccessLogService } from './access-log.service.js';
import { PasswordResetService } from '../auth/password-reset/password-reset.service.js';
import { SecurityEventStore } from '../security-events/security-event-store.js';

/** How many of a student's security events the console shows. */
const EVENTS_SHOWN = 20;

/** The console's student page: AI use today, the last security events, a reset link. */
@Injectable()
export class TeacherStudentsService {
  constructor(
    private readonly usage: TeacherAiUsageService,
    private readonly events: SecurityEventStore,
    private readonly resets: PasswordResetService,
    private readonly accounts: AccountStore,
    private readonly securityLog: SecurityEvents,
    private readonly accessLog: AccessLogService,
  ) {}

  /** The student's page: an opening of their data, recorded in the access log. */
  async student(viewerId: string, studentId: string): Promise<TeacherStudentResponse> {
    const usage = await this.usage.ofStudent(studentId); // 404 first: no events of a non-student
    const events = await this.events.lastFor(studentId, EVENTS_SHOWN);
    await this.accessLog.record(viewerId, 'student', studentId, studentId);
    return {
      success: true,
      usage,
      standing: await this.standing(studentId),
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    };
  }

  /** The teacher vouches for the student: the full daily AI allowance from now on. */
  async approve(teacherId: string, studentId: string): Promise<ApproveStudentResponse> {
    await this.usage.ofStudent(studentId); // 404 for an unknown id or a teacher's
    if (await this.accounts.approve(studentId, teacherId))
      this.securityLog.record('student.approved', { userId: studentId, actorId: teacherId });
    return { success: true, standing: await this.standing(studentId) };
  }

  private async standing(studentId: string): Promise<StudentStandingView> {
    const account = await this.accounts.standing(studentId);
    return { emailVerified: account?.emailVerified ?? false, approved: account?.approved ?? false };
  }

  async resetLink(teacherId: string, studentId: string): Promise<ResetLinkResponse> {
    await this.usage.ofStudent(studentId);
    const { link, expiresAt } = await this.resets.createLinkForTeacher(studentId, teacherId);
    return { success: true, link, expiresAt: expiresAt.toISOString() };
  }
}
