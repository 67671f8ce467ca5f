/** The AI usage requests and responses; each `implements` its contract type (contract-conformance.ts). */
import type * as Api from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { TextField } from '../../common/validation/text-field.js';
import { ClassScopedPageQuery } from '../../teachers/dto/teacher-requests.dto.js';

/** Most tokens one raise adds (a day of heavy use is a few hundred thousand). */
export const MAX_RAISE_TOKENS = 10_000_000;
const RAISE_MESSAGE = `extraTokens must be a whole number from 1 to ${MAX_RAISE_TOKENS.toLocaleString('en')}`;

/** GET /ai-usage/today?classId: the allowance of the class the question page asks in. */
export class AiUsageTodayQueryDto implements Api.AiUsageTodayQuery {
  @ApiPropertyOptional({ format: 'uuid', description: "one of the student's classes" })
  @IsOptional()
  @IsUUID('all', { message: 'classId must be the id of one of your classes' })
  classId?: string;
}

export class AiUsageTodayResponseDto implements Api.AiUsageTodayResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'tokens used today (the school day, SCHOOL_TIME_ZONE)' }) usedTokens: number;
  @ApiProperty({ description: "today's allowance (AI_DAILY_TOKENS_PER_STUDENT + a teacher's raise)" })
  limitTokens: number;
  @ApiProperty({ description: "share of today's allowance left, 0 to 1", minimum: 0, maximum: 1 })
  remaining: number;
  @ApiProperty({ format: 'date-time', description: 'the next midnight in SCHOOL_TIME_ZONE' })
  resetsAt: string;
  @ApiProperty() resetsInSeconds: number;
  @ApiProperty({ description: 'AI_DAILY_TOKENS_TOTAL is used up for today' }) schoolCeilingReached: boolean;
  @ApiProperty({
    description: 'false: not vouched for yet, the small allowance (AI_DAILY_TOKENS_UNVERIFIED)',
  })
  fullAllowance: boolean;
}

class PersonRefDto implements Api.PersonRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}
export class StudentAiUsageDto implements Api.StudentAiUsageView {
  @ApiProperty({ type: PersonRefDto }) student: PersonRefDto;
  @ApiProperty() usedTokens: number;
  @ApiProperty() limitTokens: number;
  @ApiProperty({ description: 'added by teachers for today (part of limitTokens)' }) extraTokens: number;
}
export class SchoolAiUsageDto implements Api.SchoolAiUsageView {
  @ApiProperty({ format: 'date', description: 'today in SCHOOL_TIME_ZONE' }) day: string;
  @ApiProperty({ example: 'UTC' }) timeZone: string;
  @ApiProperty() usedTokens: number;
  @ApiProperty({ type: Number, nullable: true, description: 'AI_DAILY_TOKENS_TOTAL (null: none)' })
  ceilingTokens: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) ceilingReachedAt: string | null;
  @ApiProperty({ description: 'AI_DAILY_TOKENS_PER_STUDENT' }) perStudentTokens: number;
}
export class TeacherAiUsageResponseDto implements Api.TeacherAiUsageResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: SchoolAiUsageDto }) school: SchoolAiUsageDto;
  @ApiProperty({ type: [StudentAiUsageDto] }) items: StudentAiUsageDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}
export class SchoolAiUsageResponseDto implements Api.SchoolAiUsageResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: SchoolAiUsageDto }) school: SchoolAiUsageDto;
}
export class RaiseAiQuotaDto implements Api.RaiseAiQuotaRequest {
  @ApiProperty({ minimum: 1, maximum: MAX_RAISE_TOKENS, example: 50_000 })
  @IsInt({ message: RAISE_MESSAGE })
  @Min(1, { message: RAISE_MESSAGE })
  @Max(MAX_RAISE_TOKENS, { message: RAISE_MESSAGE })
  extraTokens: number;
}
export class RaiseAiQuotaResponseDto implements Api.RaiseAiQuotaResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: StudentAiUsageDto }) usage: StudentAiUsageDto;
}

/** GET /teacher/ai-usage: students by use today, optionally one name or email. */
export class TeacherAiUsageQuery extends ClassScopedPageQuery {
  @TextField({ label: 'student', maxLength: 254, example: 'ada' })
  @IsOptional()
  student?: string;
}
