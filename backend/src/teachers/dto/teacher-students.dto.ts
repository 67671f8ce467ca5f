/** OpenAPI descriptions of the console's student page; each `implements` its contract type. */
import type * as Api from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { StudentAiUsageDto } from '../../ai-usage/dto/ai-usage.dto.js';

class SecurityEventViewDto implements Api.SecurityEventView {
  @ApiProperty({ example: 'limit.refused' }) type: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true, example: 'ai-daily-tokens-student' }) limit: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true }) method: string | null;
}
class StudentStandingDto implements Api.StudentStandingView {
  @ApiProperty() emailVerified: boolean;
  @ApiProperty({ description: 'a teacher vouched for the student' }) approved: boolean;
}
export class ApproveStudentResponseDto implements Api.ApproveStudentResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: StudentStandingDto }) standing: StudentStandingDto;
}
export class TeacherStudentResponseDto implements Api.TeacherStudentResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: StudentAiUsageDto }) usage: StudentAiUsageDto;
  @ApiProperty({ type: StudentStandingDto }) standing: StudentStandingDto;
  @ApiProperty({ type: [SecurityEventViewDto], description: 'newest first, 20 at most' })
  events: SecurityEventViewDto[];
}
export class ResetLinkResponseDto implements Api.ResetLinkResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ example: 'http://localhost:8080/reset-password#token=…' }) link: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
}
