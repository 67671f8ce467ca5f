import type { VerificationSentResponse, VerifyEmailResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { AuthRateLimitGuard } from '../auth-rate-limit.guard.js';
import { CurrentUser } from '../current-user.decorator.js';
import type { AuthenticatedUser } from '../auth-token.js';
import { SignedIn } from '../signed-in.decorator.js';
import {
  VerificationSentResponseDto,
  VerifyEmailDto,
  VerifyEmailResponseDto,
} from './email-verification.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { Route, ROUTES } from '../../common/route.decorator.js';

@ApiTags('auth')
@Controller()
export class EmailVerificationController {
  constructor(private readonly verification: EmailVerificationService) {}

  /** Uses the emailed link (no token needed: the link may be opened on another device). */
  @Route(ROUTES.verifyEmail, { type: VerifyEmailResponseDto })
  @UseGuards(AuthRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'invalid, used or expired link' })
  verify(@Body() dto: VerifyEmailDto): Promise<VerifyEmailResponse> {
    return this.verification.verify(dto.token);
  }
}

/** "Verify my email" on the account menu. */
@SignedIn('auth')
@Controller()
export class VerificationResendController {
  constructor(private readonly verification: EmailVerificationService) {}

  @Route(ROUTES.sendVerificationEmail, { type: VerificationSentResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'several links sent in 15 minutes' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'no mail server, or it failed' })
  resend(@CurrentUser() user: AuthenticatedUser): Promise<VerificationSentResponse> {
    return this.verification.resend(user.id);
  }
}
