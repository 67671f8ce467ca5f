import type { AiUsageTodayResponse } from '@elearning/contract';
import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { AiUsageService } from './ai-usage.service.js';
import { AiUsageTodayResponseDto } from './dto/ai-usage.dto.js';

@SignedIn('ai-usage')
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
