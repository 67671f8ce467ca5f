import type { OkResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { AuthRateLimitGuard } from '../auth-rate-limit.guard.js';
import { ForgotPasswordRateLimitGuard } from './forgot-password-rate-limit.guard.js';
import { ForgotPasswordDto, OkResponseDto, ResetPasswordDto } from './password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { Route, ROUTES } from '../../common/route.decorator.js';

@ApiTags('auth')
@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** Emails a single-use reset link if an account uses this email; the same answer either way. */
  @Route(ROUTES.forgotPassword, { type: OkResponseDto })
  @UseGuards(ForgotPasswordRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'email missing or invalid' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'too many requests for this email or address',
  })
  async forgotPassword(@Body() dto: ForgotPasswordDto): Promise<OkResponse> {
    await this.resets.requestReset(dto.email);
    return { success: true };
  }

  /** Sets a new password with the link's token and ends every earlier session of the account. */
  @Route(ROUTES.resetPassword, { type: OkResponseDto })
  @UseGuards(AuthRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'invalid, used or expired link; a password that is too short or too easy to guess',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many attempts from this address' })
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<OkResponse> {
    await this.resets.reset(dto.token, dto.password);
    return { success: true };
  }
}
