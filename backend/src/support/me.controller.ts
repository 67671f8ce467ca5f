import type { MeResponse } from '@elearning/contract';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { MeResponseDto } from './dto/support-responses.dto.js';
import { QuestionSupportService } from './question-support.service.js';

/** GET /auth/me: the shell asks who is signed in (the Teacher item, the replies badge). */
@ApiTags('auth')
@ApiHeader({ name: AUTH_TOKEN_HEADER, required: true })
@UseGuards(JwtAuthGuard)
@Controller('auth')
export class MeController {
  constructor(private readonly support: QuestionSupportService) {}

  @Get('me')
  @ApiOkResponse({ type: MeResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    return { success: true, ...(await this.support.currentUser(user.id)) };
  }
}
