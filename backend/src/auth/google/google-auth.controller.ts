import type { AuthResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { AuthRateLimitGuard } from '../auth-rate-limit.guard.js';
import { AuthResponseDto } from '../dto/auth-response.dto.js';
import { GoogleAuthService } from './google-auth.service.js';
import { GoogleLoginDto } from './google-login.dto.js';
import { Route, ROUTES } from '../../common/route.decorator.js';

@ApiTags('auth')
@Controller()
export class GoogleAuthController {
  constructor(private readonly google: GoogleAuthService) {}

  /** Exchanges a Firebase ID token (from signInWithPopup with Google) for our own auth token. */
  @Route(ROUTES.googleLogin, { type: AuthResponseDto })
  @UseGuards(AuthRateLimitGuard)
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'too many attempts from this address (Retry-After says how long to wait)',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'idToken missing, not a string or too long' })
  @ApiUnauthorizedResponse({
    type: ErrorBodyDto,
    description: 'The ID token is invalid, expired, forged or has no verified email',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorBodyDto,
    description: 'Google sign-in is not configured, or Google keys are unreachable',
  })
  async login(@Body() dto: GoogleLoginDto): Promise<AuthResponse> {
    return { success: true, authToken: await this.google.login(dto.idToken) };
  }
}
