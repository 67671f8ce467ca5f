/** The safety alerts' requests and responses; each `implements` its contract type (contract-conformance.ts). */
import type * as Api from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { TextField } from '../../../common/validation/text-field.js';
import { ClassScopedPageQuery } from '../../../teachers/dto/teacher-requests.dto.js';
import { SAFETY_CATEGORIES, SAFETY_TIERS } from '../safety-categories.js';

export const SAFETY_STATUS_FILTERS: readonly (Api.SafetyAlertStatus | 'all')[] = [
  'open',
  'acknowledged',
  'resolved',
  'all',
];
export const SAFETY_OUTCOMES: readonly Api.SafetyOutcome[] = ['handled', 'false-alarm'];
const STATUSES: Api.SafetyAlertStatus[] = ['open', 'acknowledged', 'resolved'];
export const SAFETY_NOTE_MAX = 2_000;

/** GET /teacher/safety/alerts: newest first; the open ones unless `status` says otherwise. */
export class SafetyAlertsQueryDto extends ClassScopedPageQuery implements Api.SafetyAlertsQuery {
  @ApiPropertyOptional({ enum: SAFETY_STATUS_FILTERS, default: 'open' })
  @IsOptional()
  @IsIn(SAFETY_STATUS_FILTERS, { message: `status must be one of ${SAFETY_STATUS_FILTERS.join(', ')}` })
  status?: Api.SafetyAlertStatus | 'all';

  @ApiPropertyOptional({
    enum: SAFETY_TIERS,
    description: 'none: urgent and concern (conduct is the daily digest; tier=conduct lists it)',
  })
  @IsOptional()
  @IsIn(SAFETY_TIERS, { message: `tier must be one of ${SAFETY_TIERS.join(', ')}` })
  tier?: Api.SafetyTier;
}

/** POST /teacher/safety/alerts/:id/resolve */
export class ResolveSafetyAlertDto implements Api.ResolveSafetyAlertRequest {
  @ApiProperty({ enum: SAFETY_OUTCOMES })
  @IsIn(SAFETY_OUTCOMES, { message: `outcome must be one of ${SAFETY_OUTCOMES.join(', ')}` })
  outcome: Api.SafetyOutcome;

  @TextField({
    label: 'Note',
    maxLength: SAFETY_NOTE_MAX,
    example: 'Talked with the student and the counsellor; parents called by the head.',
  })
  note?: string;
}

/** The first year a digest may be asked for: Postgres has no year 0, and no school used the tutor before. */
const FIRST_YEAR = 1970;

/** A calendar day written YYYY-MM-DD that exists (no 2026-02-30, no month 13) from FIRST_YEAR on. */
const isDay = (value: unknown) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (Number(value.slice(0, 4)) < FIRST_YEAR) return false;
  const midnight = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(midnight) && new Date(midnight).toISOString().startsWith(value);
};

/** GET /teacher/safety/digest?date&classId */
export class SafetyDigestQueryDto implements Api.SafetyDigestQuery {
  @ApiPropertyOptional({ format: 'date', description: 'a school day (SCHOOL_TIME_ZONE); none: today' })
  @IsOptional()
  @ValidateBy(
    { name: 'isDay', validator: { validate: (value: unknown) => isDay(value) } },
    { message: 'date must be a day written YYYY-MM-DD' },
  )
  date?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'one of your classes (admins: any); none: all' })
  @IsOptional()
  @IsUUID('all', { message: 'classId must be the id of one of your classes' })
  classId?: string;
}

class PersonDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class SafetyAlertItemDto implements Api.SafetyAlertItem {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SAFETY_TIERS }) tier: Api.SafetyTier;
  @ApiProperty({ enum: SAFETY_CATEGORIES }) category: Api.SafetyCategory;
  @ApiProperty({ format: 'uuid' }) questionId: string;
  @ApiProperty({ format: 'uuid' }) conversationId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null: no class (admins only)' })
  classId: string | null;
  @ApiProperty({ type: PersonDto }) student: PersonDto;
  @ApiProperty({ description: "the student's account was deleted (its messages with it)" })
  accountDeleted: boolean;
  @ApiProperty({ enum: STATUSES }) status: Api.SafetyAlertStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SafetyAlertListResponseDto implements Api.SafetyAlertListResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [SafetyAlertItemDto] }) items: SafetyAlertItemDto[];
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
  @ApiProperty() total: number;
}

class SafetyExcerptTurnDto implements Api.SafetyExcerptTurn {
  @ApiProperty({ format: 'uuid' }) questionId: string;
  @ApiProperty() question: string;
  @ApiProperty({ type: String, nullable: true }) answer: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SafetyAlertDetailDto extends SafetyAlertItemDto implements Api.SafetyAlertDetail {
  @ApiProperty({
    type: [SafetyExcerptTurnDto],
    description: 'the message that raised it with up to two turns before it, oldest first',
  })
  excerpt: SafetyExcerptTurnDto[];
  @ApiProperty({ type: [String], example: ['screen:suicide.intent'] }) checks: string[];
  @ApiProperty({ type: PersonDto, nullable: true }) acknowledgedBy: PersonDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) acknowledgedAt: string | null;
  @ApiProperty({ type: PersonDto, nullable: true }) resolvedBy: PersonDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) resolvedAt: string | null;
  @ApiProperty({ type: String, enum: SAFETY_OUTCOMES, nullable: true }) outcome: Api.SafetyOutcome | null;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) emailedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) realertedAt: string | null;
}

export class SafetyAlertResponseDto implements Api.SafetyAlertResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: SafetyAlertDetailDto }) alert: SafetyAlertDetailDto;
}

class SafetyDigestItemDto {
  @ApiProperty({ type: PersonDto }) student: PersonDto;
  @ApiProperty() count: number;
  @ApiProperty({ enum: SAFETY_CATEGORIES, isArray: true }) categories: Api.SafetyCategory[];
  @ApiProperty({ format: 'date-time' }) lastAt: string;
}

export class SafetyDigestResponseDto implements Api.SafetyDigestResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ type: [SafetyDigestItemDto] }) items: SafetyDigestItemDto[];
}

class SafetyFalseAlarmDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: SAFETY_TIERS }) tier: Api.SafetyTier;
  @ApiProperty({ enum: SAFETY_CATEGORIES }) category: Api.SafetyCategory;
  @ApiProperty({ type: [String] }) checks: string[];
  @ApiProperty({ description: "the student's message ('' once deleted)" }) message: string;
  @ApiProperty({ type: String, nullable: true }) note: string | null;
  @ApiProperty({ format: 'date-time' }) resolvedAt: string;
}

export class SafetyFalseAlarmsResponseDto implements Api.SafetyFalseAlarmsResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [SafetyFalseAlarmDto] }) items: SafetyFalseAlarmDto[];
}
