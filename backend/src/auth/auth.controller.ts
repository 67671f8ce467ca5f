import type { AuthResponse, OkResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AuthRateLimitGuard } from './auth-rate-limit.guard.js';
import { CurrentUser } from './current-user.decorator.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from './auth-token.js';
import { OkResponseDto } from './password-reset/password-reset.dto.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification/email-verification.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';

const TOO_MANY_ATTEMPTS = {
  type: ErrorBodyDto,
  description:
    'too many attempts or new accounts from this address, or failed logins for this account (Retry-After says how long to wait)',
};

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Route(ROUTES.createUser, { type: AuthResponseDto })
  @UseGuards(AuthRateLimitGuard)
  @ApiTooManyRequestsResponse(TOO_MANY_ATTEMPTS)
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'invalid fields, one msg each' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A user with this email already exists' })
  async createUser(@Body() dto: CreateUserDto, @Req() request: FastifyRequest): Promise<AuthResponse> {
    const { token, userId } = await this.auth.createUser(dto, { ip: request.ip });
    this.verification.sendAfterSignUp(userId);
    return { success: true, authToken: token };
  }

  /** Limited by failures only (LoginThrottle), not by this guard: a school signs in from one address. */
  @Route(ROUTES.login, { type: AuthResponseDto })
  @ApiTooManyRequestsResponse(TOO_MANY_ATTEMPTS)
  @HttpCode(HttpStatus.OK)
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid email or password' })
  async login(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuthResponse> {
    const { token, deviceCookie } = await this.auth.login(dto, {
      ip: request.ip,
      cookieHeader: request.headers.cookie,
    });
    reply.header('set-cookie', deviceCookie);
    return { success: true, authToken: token };
  }

  /** Ends the session of the token it is called with: that token gets 401 from now on. */
  @Route(ROUTES.logout, { type: OkResponseDto })
  @UseGuards(JwtAuthGuard)
  @ApiHeader({ name: AUTH_TOKEN_HEADER, required: true })
  @HttpCode(HttpStatus.OK)
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, invalid, expired or ended token' })
  async logout(@CurrentUser() user: AuthenticatedUser): Promise<OkResponse> {
    await this.auth.logout(user);
    return { success: true };
  }
}
