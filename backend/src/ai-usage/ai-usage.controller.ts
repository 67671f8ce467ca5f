import type { AiUsageTodayResponse } from '@elearning/contract';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AiUsageService } from './ai-usage.service.js';
import { AiUsageTodayResponseDto } from './dto/ai-usage.dto.js';

@ApiTags('ai-usage')
@ApiHeader({ name: AUTH_TOKEN_HEADER, required: true })
@ApiUnauthorizedResponse({ type: ErrorBodyDto })
@UseGuards(JwtAuthGuard)
@Controller('ai-usage')
export class AiUsageController {
  constructor(private readonly usage: AiUsageService) {}

  /** The caller's AI tutor use today: the question page shows what is left once under a quarter remains. */
  @Get('today')
  @ApiOkResponse({ type: AiUsageTodayResponseDto })
  async today(@CurrentUser() user: AuthenticatedUser): Promise<AiUsageTodayResponse> {
    const today = await this.usage.todayFor(user.id);
    return { success: true, ...today, resetsAt: today.resetsAt.toISOString() };
  }
}
