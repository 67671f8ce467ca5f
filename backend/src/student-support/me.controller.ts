import type { MeResponse } from '@elearning/contract';
import { Controller } from '@nestjs/common';
import { ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/auth-token.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { MeResponseDto } from './dto/support-responses.dto.js';
import { QuestionSupportService } from './question-support.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** GET /auth/me: the shell asks who is signed in (the Teacher item, the replies badge). */
@SignedIn('auth')
@Controller()
export class MeController {
  constructor(private readonly support: QuestionSupportService) {}

  @Route(ROUTES.me, { type: MeResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' })
  async me(@CurrentUser() user: AuthenticatedUser): Promise<MeResponse> {
    return { success: true, ...(await this.support.currentUser(user.id)) };
  }
}
