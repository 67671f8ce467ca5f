import type * as Api from '@elearning/contract';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ROLES } from '../auth/entities/user.entity.js';
import { SECURITY_EVENT_TYPES } from '../security-events/security-events.service.js';

export class StaffMemberDto implements Api.StaffMemberView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Api.Role;
  @ApiProperty({ type: String, nullable: true, description: 'how the account got its role' }) roleSource:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'how the email was verified' })
  emailVerifiedBy: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
export class StaffListResponseDto implements Api.StaffListResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [StaffMemberDto] }) staff: StaffMemberDto[];
}

export class SecurityEventsQuery {
  @ApiPropertyOptional({ enum: SECURITY_EVENT_TYPES })
  @IsOptional()
  @IsIn(SECURITY_EVENT_TYPES, { message: 'type must be one of the security event types' })
  type?: string;

  @ApiPropertyOptional({ description: "the last event's id of the page before" })
  @IsOptional()
  @Matches(/^\d{1,18}$/, { message: 'before must be an event id' })
  before?: string;
}

class EventAccountDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Api.Role;
}
export class SchoolSecurityEventDto implements Api.SchoolSecurityEventView {
  @ApiProperty() id: string;
  @ApiProperty() type: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: String, nullable: true }) limit: string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ type: String, nullable: true }) method: string | null;
  @ApiProperty({ type: EventAccountDto }) account: EventAccountDto;
  @ApiProperty({ type: String, nullable: true }) actorName: string | null;
}
export class SchoolSecurityEventsResponseDto implements Api.SchoolSecurityEventsResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [SchoolSecurityEventDto] }) events: SchoolSecurityEventDto[];
  @ApiProperty({ type: String, nullable: true }) nextBefore: string | null;
  @ApiProperty({ type: [String] }) types: string[];
}
