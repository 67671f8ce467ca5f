import type { SchoolAiUsageView, StudentAiUsageView, TeacherAiUsageResponse } from '@elearning/contract';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../common/api-error.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';
import { isUuid } from '../common/values.js';
import { AiUsageStore, type StudentUsageFilter, type StudentUsageRow } from '../ai-usage/ai-usage-store.js';
import type { StudentScope } from '../classes/student-scope.js';
import { STUDENT_NOT_FOUND } from './console-scope.js';
import { AiUsageService } from '../ai-usage/ai-usage.service.js';
import type { TeacherAiUsageQuery } from '../ai-usage/dto/ai-usage.dto.js';

/** What teachers see and change of the daily AI quotas (the console's Students area). */
@Injectable()
export class TeacherAiUsageService {
  constructor(
    private readonly store: AiUsageStore,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly usage: AiUsageService,
    private readonly events: SecurityEvents,
  ) {}

  async school(): Promise<SchoolAiUsageView> {
    const { day } = this.usage.today();
    const row = await this.store.schoolDay(day);
    return {
      day,
      timeZone: this.usage.timeZone,
      usedTokens: row?.tokens ?? 0,
      ceilingTokens: this.config.aiQuota.totalPerDay ?? null,
      ceilingReachedAt: row?.ceilingReachedAt?.toISOString() ?? null,
      perStudentTokens: this.config.aiQuota.perStudent,
    };
  }

  /** Students by their use today, most first (then by name). */
  async list(query: TeacherAiUsageQuery, scope: StudentScope): Promise<TeacherAiUsageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { day } = this.usage.today();
    const filter: StudentUsageFilter = !query.student
      ? { scope }
      : isUuid(query.student)
        ? { studentId: query.student, scope }
        : { studentText: query.student, scope };
    const [rows, total, school] = await Promise.all([
      this.store.students(day, filter, pageSize, (page - 1) * pageSize),
      this.store.countStudents(day, filter),
      this.school(),
    ]);
    return {
      success: true,
      school,
      items: rows.map((row) => this.view(row)),
      page,
      pageSize,
      total,
    };
  }

  /** One student's use today (404 for an unknown id or a teacher's). */
  async ofStudent(studentId: string): Promise<StudentAiUsageView> {
    if (!isUuid(studentId)) throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_FOUND);
    const row = await this.store.student(this.usage.today().day, studentId);
    if (!row) throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_FOUND);
    return this.view(row);
  }

  /** Adds tokens to one student's allowance for today only (tomorrow starts from the default again). */
  async raise(teacherId: string, studentId: string, extraTokens: number): Promise<StudentAiUsageView> {
    await this.ofStudent(studentId);
    await this.store.addExtraTokens(this.usage.today().day, studentId, extraTokens);
    this.events.record('ai-quota.raised', { userId: studentId, actorId: teacherId, reason: 'teacher' });
    return this.ofStudent(studentId);
  }

  private view(row: StudentUsageRow): StudentAiUsageView {
    const extraTokens = Number(row.extra_tokens ?? 0);
    return {
      student: { id: row.id, name: row.name, email: row.email },
      usedTokens: Number(row.tokens ?? 0),
      // The allowance the answer path applies (ai-usage.service.ts): the small one until vouched for.
      limitTokens:
        (row.vouched ? this.config.aiQuota.perStudent : this.config.aiQuota.perUnvouched) + extraTokens,
      extraTokens,
    };
  }
}
