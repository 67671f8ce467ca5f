import type * as Api from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ROLES } from '../entities/user.entity.js';
import { EmailField } from '../../common/validation/person-fields.js';
import { INVITATION_INVALID } from './invitations.service.js';

export class AcceptInvitationDto implements Api.AcceptInvitationRequest {
  @ApiProperty({ description: 'the token of the invitation link (/invite#token=...)' })
  @IsString({ message: INVITATION_INVALID })
  @IsNotEmpty({ message: INVITATION_INVALID })
  @MaxLength(200, { message: INVITATION_INVALID })
  token: string;
}

export class AcceptInvitationResponseDto implements Api.AcceptInvitationResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'a new token: the role change ended the earlier sessions' }) authToken: string;
  @ApiProperty({ enum: ROLES }) role: Api.Role;
}

export class CreateInvitationDto implements Api.CreateInvitationRequest {
  @EmailField()
  email: string;
}

export class InvitationViewDto implements Api.InvitationView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) invitedBy: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) usedAt: string | null;
  @ApiProperty({ type: String, nullable: true }) usedByName: string | null;
}

export class InvitationCreatedResponseDto implements Api.InvitationCreatedResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: InvitationViewDto }) invitation: InvitationViewDto;
  @ApiProperty({ description: 'shown once: only its hash is stored' }) link: string;
  @ApiProperty({ description: 'also emailed (SMTP_URL)' }) emailed: boolean;
}

export class InvitationListResponseDto implements Api.InvitationListResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: [InvitationViewDto] }) invitations: InvitationViewDto[];
}
