import type { VerificationSentResponse, VerifyEmailRequest, VerifyEmailResponse } from '@elearning/contract';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { ROLES } from '../entities/user.entity.js';
import { VERIFY_LINK_INVALID } from './email-verification.service.js';

export class VerifyEmailDto implements VerifyEmailRequest {
  @ApiProperty({ description: 'the token of the emailed link (/verify-email#token=...)' })
  @IsString({ message: VERIFY_LINK_INVALID })
  @IsNotEmpty({ message: VERIFY_LINK_INVALID })
  @MaxLength(200, { message: VERIFY_LINK_INVALID })
  token: string;
}

export class VerifyEmailResponseDto implements VerifyEmailResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ enum: ROLES }) role: VerifyEmailResponse['role'];
  @ApiProperty({ description: 'the role changed and ended the earlier sessions' }) signInAgain: boolean;
}

export class VerificationSentResponseDto implements VerificationSentResponse {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ description: 'true: already verified, nothing sent' }) emailVerified: boolean;
}
