import type { ResetLinkResponse, TeacherStudentResponse } from '@elearning/contract';
import { Injectable } from '@nestjs/common';
import { TeacherAiUsageService } from './teacher-ai-usage.service.js';
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
  ) {}

  async student(studentId: string): Promise<TeacherStudentResponse> {
    const usage = await this.usage.ofStudent(studentId); // 404 first: no events of a non-student
    const events = await this.events.lastFor(studentId, EVENTS_SHOWN);
    return {
      success: true,
      usage,
      events: events.map((event) => ({ ...event, at: event.at.toISOString() })),
    };
  }

  async resetLink(teacherId: string, studentId: string): Promise<ResetLinkResponse> {
    await this.usage.ofStudent(studentId);
    const { link, expiresAt } = await this.resets.createLinkForTeacher(studentId, teacherId);
    return { success: true, link, expiresAt: expiresAt.toISOString() };
  }
}
