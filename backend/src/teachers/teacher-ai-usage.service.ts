import type { SchoolAiUsageView, StudentAiUsageView, TeacherAiUsageResponse } from '@elearning/contract';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiErrorException } from '../common/api-error.js';
import { APP_CONFIG } from '../config/config.constants.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { SecurityEvents } from '../security-events/security-events.service.js';
import { DEFAULT_PAGE_SIZE } from './dto/teacher-requests.dto.js';
import { isUuid } from '../common/values.js';
import { AiDailySchoolUsage } from '../ai-usage/ai-daily-usage.entity.js';
import { AiUsageService } from '../ai-usage/ai-usage.service.js';
import type { TeacherAiUsageQuery } from '../ai-usage/dto/ai-usage.dto.js';

export const STUDENT_NOT_FOUND = 'Student not found';

/** `%` and `_` typed by the teacher are literal in an ILIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

interface StudentUsageRow {
  id: string;
  name: string;
  email: string;
  tokens: string | null;
  extra_tokens: string | null;
  vouched: boolean;
}

/** What teachers see and change of the daily AI quotas (the console's Students area). */
/** Whether someone vouched for the student (verified email or a teacher's approval): the full allowance. */
const VOUCHED = `(s.email_verified_at IS NOT NULL OR s.approved_at IS NOT NULL) AS vouched`;

@Injectable()
export class TeacherAiUsageService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly usage: AiUsageService,
    private readonly events: SecurityEvents,
  ) {}

  async school(): Promise<SchoolAiUsageView> {
    const { day } = this.usage.today();
    const row = await this.db.getRepository(AiDailySchoolUsage).findOneBy({ day });
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
  async list(query: TeacherAiUsageQuery): Promise<TeacherAiUsageResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
    const { day } = this.usage.today();
    // One fixed statement: each filter a parameter that may be NULL.
    const values = [
      day,
      query.student && isUuid(query.student) ? query.student : null,
      query.student && !isUuid(query.student) ? likePattern(query.student) : null,
    ];
    const from = `FROM users s LEFT JOIN ai_daily_usage a ON a.user_id = s.id AND a.day = $1
                  WHERE s.role = 'student' AND ($2::uuid IS NULL OR s.id = $2::uuid)
                    AND ($3::text IS NULL OR s.email ILIKE $3::text OR s.name ILIKE $3::text)`;
    const [rows, counted, school] = await Promise.all([
      this.db.query<StudentUsageRow[]>(
        `SELECT s.id, s.name, s.email, a.tokens, a.extra_tokens, ${VOUCHED} ${from}
          ORDER BY coalesce(a.tokens, 0) DESC, s.name, s.id
          LIMIT $4 OFFSET $5`,
        [...values, pageSize, (page - 1) * pageSize],
      ),
      this.db.query<{ total: string }[]>(`SELECT count(*) AS total ${from}`, values),
      this.school(),
    ]);
    return {
      success: true,
      school,
      items: rows.map((row) => this.view(row)),
      page,
      pageSize,
      total: Number(counted[0]?.total ?? 0),
    };
  }

  /** One student's use today (404 for an unknown id or a teacher's). */
  async ofStudent(studentId: string): Promise<StudentAiUsageView> {
    if (!isUuid(studentId)) throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_FOUND);
    const rows: StudentUsageRow[] = await this.db.query(
      `SELECT s.id, s.name, s.email, a.tokens, a.extra_tokens, ${VOUCHED}
         FROM users s LEFT JOIN ai_daily_usage a ON a.user_id = s.id AND a.day = $1
        WHERE s.id = $2 AND s.role = 'student'`,
      [this.usage.today().day, studentId],
    );
    if (!rows[0]) throw new ApiErrorException(HttpStatus.NOT_FOUND, STUDENT_NOT_FOUND);
    return this.view(rows[0]);
  }

  /** Adds tokens to one student's allowance for today only (tomorrow starts from the default again). */
  async raise(teacherId: string, studentId: string, extraTokens: number): Promise<StudentAiUsageView> {
    await this.ofStudent(studentId);
    await this.db.query(
      `INSERT INTO ai_daily_usage AS u (day, user_id, extra_tokens) VALUES ($1, $2, $3)
       ON CONFLICT (day, user_id) DO UPDATE SET extra_tokens = u.extra_tokens + EXCLUDED.extra_tokens`,
      [this.usage.today().day, studentId, extraTokens],
    );
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
