import type { VerificationSentResponse, VerifyEmailResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { AuthRateLimitGuard } from '../auth-rate-limit.guard.js';
import { CurrentUser } from '../current-user.decorator.js';
import type { AuthenticatedUser } from '../jwt.strategy.js';
import { SignedIn } from '../signed-in.decorator.js';
import {
  VerificationSentResponseDto,
  VerifyEmailDto,
  VerifyEmailResponseDto,
} from './email-verification.dto.js';
import { EmailVerificationService } from './email-verification.service.js';

@ApiTags('auth')
@Controller('auth/verify-email')
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Uses the emailed link (no token needed: the link may be opened on another device). */
  @Post()
  @UseGuards(AuthRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VerifyEmailResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'invalid, used or expired link' })
  verify(@Body() dto: VerifyEmailDto): Promise<VerifyEmailResponse> {
    return this.verification.verify(dto.token);
  }
}

/** "Verify my email" on the account menu. */
@SignedIn('auth')
@Controller('auth/verify-email')
export class VerificationResendController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Post('send')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: VerificationSentResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'several links sent in 15 minutes' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'no mail server, or it failed' })
  resend(@CurrentUser() user: AuthenticatedUser): Promise<VerificationSentResponse> {
    return this.verification.resend(user.id);
  }
}
