import type * as Api from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** The longest reason an admin may give (the contract's PRIVACY_REASON_MAX_LENGTH). */
export const REASON_MAX_LENGTH = 500;
const REASON_NEEDED = 'reason is required: say why (e.g. "parent\'s request of 3 March")';
const REASON_TOO_LONG = `reason must be at most ${REASON_MAX_LENGTH} characters`;

export class DeleteMyAccountDto implements Api.DeleteMyAccountRequest {
  @ApiPropertyOptional({ description: 'the account password (accounts with a password)' })
  @IsOptional()
  @IsString({ message: 'password must be text' })
  @MaxLength(200, { message: 'password is too long' })
  password?: string;

  @ApiPropertyOptional({ description: 'a fresh Firebase ID token (accounts without a password)' })
  @IsOptional()
  @IsString({ message: 'idToken must be text' })
  @MaxLength(8_000, { message: 'idToken is too long' })
  idToken?: string;
}

export class StudentDataExportQueryDto implements Api.StudentDataExportQuery {
  @ApiProperty({ description: 'why the school opens the data (recorded in the access log)' })
  // The validation pipe answers with one message per field: the last decorator's (the reason missing).
  @MaxLength(REASON_MAX_LENGTH, { message: REASON_TOO_LONG })
  @Matches(/\S/, { message: REASON_NEEDED })
  @IsString({ message: REASON_NEEDED })
  reason: string;
}

export class DeleteStudentAccountDto implements Api.DeleteStudentAccountRequest {
  @ApiProperty({ description: 'why (recorded in the access log)' })
  // The validation pipe answers with one message per field: the last decorator's (the reason missing).
  @MaxLength(REASON_MAX_LENGTH, { message: REASON_TOO_LONG })
  @Matches(/\S/, { message: REASON_NEEDED })
  @IsString({ message: REASON_NEEDED })
  reason: string;
}

export class PrivacyFactsResponseDto implements Api.PrivacyFactsResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty() dataRetentionDays: number;
  @ApiProperty() securityEventsRetentionDays: number;
  @ApiProperty() safetyRetentionDays: number;
  @ApiProperty({ type: Number, nullable: true }) inactiveAccountDays: number | null;
  @ApiProperty({ enum: ['gemini', 'openai-compatible', 'none'] }) aiProvider: Api.PrivacyAiProvider;
}
