/** The classes endpoints' bodies (validated) and their OpenAPI descriptions; each `implements` its contract type. */
import type * as Api from '@elearning/contract';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { EmailField } from '../../common/validation/person-fields.js';
import { IsStorableText, TextField } from '../../common/validation/text-field.js';
import { openHoursProblem } from '../open-hours.js';

export const CLASS_NAME_MAX = 100;
export const CLASS_SUBJECT_MAX = 100;
export const CLASS_INSTRUCTIONS_MAX = 2000;
/** Far above any school's daily allowance; a typo of a few zeros is refused. */
export const CLASS_DAILY_TOKENS_MAX = 10_000_000;

const sentNotNull = (_object: unknown, value: unknown) => value !== undefined && value !== null;
const sent = (_object: unknown, value: unknown) => value !== undefined;

/** A subject: optional; on PATCH null (or '') removes it. */
function SubjectField(nullable: boolean): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: CLASS_SUBJECT_MAX, nullable, example: 'Mathematics' }),
    ValidateIf(nullable ? sentNotNull : sent),
    IsString({ message: 'Subject must be text' }),
    IsStorableText({ message: 'Subject contains characters that are not allowed' }),
    MaxLength(CLASS_SUBJECT_MAX, { message: `Subject must be at most ${CLASS_SUBJECT_MAX} characters` }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
  );
}

/** A boolean that may be left out (an explicit null is a wrong type). */
function OptionalFlag(label: string, description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    ValidateIf(sent),
    IsBoolean({ message: `${label} must be true or false` }),
  );
}

/** Open hours in either shape, checked by openHoursProblem (its message is the 400's). */
function IsOpenHours(): PropertyDecorator {
  return ValidateBy({
    name: 'isOpenHours',
    validator: {
      validate: (value: unknown) => openHoursProblem(value) === undefined,
      defaultMessage: (args) => openHoursProblem(args?.value) ?? 'openHours is not valid',
    },
  });
}

export class OpenHoursSlotDto implements Api.OpenHoursSlot {
  @ApiProperty({ type: [Number], description: '1 = Monday ... 7 = Sunday', example: [1, 2, 3, 4, 5] })
  days: number[];
  @ApiProperty({ example: '08:00', description: '"HH:MM", 24 hours, in SCHOOL_TIME_ZONE' }) from: string;
  @ApiProperty({ example: '16:00', description: '"HH:MM" after `from`, up to "24:00"' }) to: string;
}

export class CreateClassDto implements Api.CreateClassRequest {
  @TextField({
    label: 'Name',
    maxLength: CLASS_NAME_MAX,
    requiredMessage: 'Please give the class a name',
    example: 'Maths 7B',
  })
  name: string;

  @SubjectField(false)
  subject?: string;
}

export class UpdateClassDto implements Api.UpdateClassRequest {
  @TextField({ label: 'Name', maxLength: CLASS_NAME_MAX, example: 'Maths 7B' })
  @IsNotEmpty({ message: 'The class name cannot be empty' })
  name?: string;

  @SubjectField(true)
  subject?: string | null;

  @OptionalFlag('tutorPaused', 'the tutor stops answering in the class until unpaused')
  tutorPaused?: boolean;

  @OptionalFlag('guideOnly', 'conversations in the class are always in Guide me')
  guideOnly?: boolean;

  @TextField({
    label: 'Instructions',
    maxLength: CLASS_INSTRUCTIONS_MAX,
    example: 'Year 7 fractions: ask for working, never give the final answer.',
  })
  instructions?: string;

  @ApiPropertyOptional({
    type: [OpenHoursSlotDto],
    nullable: true,
    description: 'one slot or a list; null: always open',
  })
  @ValidateIf(sentNotNull)
  @IsOpenHours()
  openHours?: Api.OpenHoursInput | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    maximum: CLASS_DAILY_TOKENS_MAX,
    description: "a student's daily AI tokens in this class; null: the school's",
  })
  @ValidateIf(sentNotNull)
  @IsInt({
    message: `dailyTokensPerStudent must be a whole number from 1 to ${CLASS_DAILY_TOKENS_MAX.toLocaleString('en-US')}, or null`,
  })
  @Min(1, {
    message: `dailyTokensPerStudent must be a whole number from 1 to ${CLASS_DAILY_TOKENS_MAX.toLocaleString('en-US')}, or null`,
  })
  @Max(CLASS_DAILY_TOKENS_MAX, {
    message: `dailyTokensPerStudent must be a whole number from 1 to ${CLASS_DAILY_TOKENS_MAX.toLocaleString('en-US')}, or null`,
  })
  dailyTokensPerStudent?: number | null;

  @OptionalFlag('joiningEnabled', 'students may join with the code')
  joiningEnabled?: boolean;

  @OptionalFlag('archived', 'hidden from its students, nobody can join; its teachers still see it')
  archived?: boolean;
}

export class JoinClassDto implements Api.JoinClassRequest {
  @TextField({
    label: 'Join code',
    maxLength: 40,
    requiredMessage: 'Please enter the join code your teacher gave you',
    example: 'K7M2-P9QZ',
  })
  joinCode: string;
}

export class AddClassTeacherDto implements Api.AddClassTeacherRequest {
  @EmailField()
  email: string;
}

// ---- Responses (OpenAPI) ----

class ClassRulesDto implements Api.ClassRulesView {
  @ApiProperty() tutorPaused: boolean;
  @ApiProperty() guideOnly: boolean;
  @ApiProperty({ maxLength: CLASS_INSTRUCTIONS_MAX }) instructions: string;
  @ApiProperty({ type: [OpenHoursSlotDto], nullable: true, description: 'null: always open' })
  openHours: OpenHoursSlotDto[] | null;
  @ApiProperty({ type: Number, nullable: true, description: "null: the school's allowance" })
  dailyTokensPerStudent: number | null;
}

const MEMBERSHIPS = ['teacher', 'student', 'admin'] as const;

export class ClassSummaryDto implements Api.ClassSummaryView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty() archived: boolean;
  @ApiProperty({ enum: MEMBERSHIPS }) membership: Api.ClassMembership;
  @ApiProperty({ type: String, nullable: true, example: 'K7M2P9QZ', description: 'null for a student' })
  joinCode: string | null;
  @ApiProperty() joiningEnabled: boolean;
  @ApiProperty({ type: [String] }) teacherNames: string[];
  @ApiProperty({ type: Number, nullable: true, description: 'null for a student' }) studentCount:
    number | null;
  @ApiProperty({ type: String, nullable: true, description: 'the school of an imported class' })
  school: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class ClassPersonDto implements Api.ClassPersonView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'null when a student is looking' }) email:
    string | null;
}
class ClassStudentDto extends ClassPersonDto implements Api.ClassStudentView {
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
}

export class ClassDetailDto extends ClassSummaryDto implements Api.ClassDetailView {
  @ApiProperty({ type: ClassRulesDto }) rules: ClassRulesDto;
  @ApiProperty({ type: [ClassPersonDto] }) teachers: ClassPersonDto[];
  @ApiProperty({ type: [ClassStudentDto], nullable: true, description: 'null for a student' })
  students: ClassStudentDto[] | null;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class ClassResponseDto implements Api.ClassResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: ClassDetailDto }) class: ClassDetailDto;
}

export class ClassListResponseDto implements Api.ClassListResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [ClassSummaryDto] }) classes: ClassSummaryDto[];
}

class JoinedClassDto implements Api.JoinedClassView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) subject: string | null;
  @ApiProperty({ description: 'the student was in the class already' }) alreadyMember: boolean;
}
export class JoinClassResponseDto implements Api.JoinClassResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: JoinedClassDto }) class: JoinedClassDto;
}
