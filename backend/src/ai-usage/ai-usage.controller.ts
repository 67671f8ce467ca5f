import type { AiUsageTodayResponse } from '@elearning/contract';
import { Controller } from '@nestjs/common';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { AiUsageService } from './ai-usage.service.js';
import { AiUsageTodayResponseDto } from './dto/ai-usage.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@SignedIn('ai-usage')
@Controller()
export class AiUsageController {
  constructor(private readonly usage: AiUsageService) {}

  /** The caller's AI tutor use today: the question page shows what is left once under a quarter remains. */
  @Route(ROUTES.aiUsageToday, { type: AiUsageTodayResponseDto })
  async today(@CurrentUser() user: AuthenticatedUser): Promise<AiUsageTodayResponse> {
    const today = await this.usage.todayFor(user.id);
    return { success: true, ...today, resetsAt: today.resetsAt.toISOString() };
  }
}
