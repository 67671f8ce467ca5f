import type { AiUsageTodayResponse } from '@elearning/contract';
import { Controller, Query } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { ClassesService } from '../classes/classes.service.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/auth-token.js';
import { AiUsageService } from './ai-usage.service.js';
import { AiUsageTodayQueryDto, AiUsageTodayResponseDto } from './dto/ai-usage.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@SignedIn('ai-usage')
@Controller()
export class AiUsageController {
  constructor(
    private readonly usage: AiUsageService,
    private readonly classes: ClassesService,
  ) {}

  /** The caller's AI tutor use today: the question page shows what is left once under a quarter remains. */
  @Route(ROUTES.aiUsageToday, { type: AiUsageTodayResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not one of your classes' })
  async today(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: AiUsageTodayQueryDto,
  ): Promise<AiUsageTodayResponse> {
    // Answers in a class are held against its allowance (docs/classes.md): the page asks for its class's.
    const classFull =
      query.classId === undefined ? null : await this.classes.dailyTokensForStudent(user.id, query.classId);
    const today = await this.usage.todayFor(user.id, classFull);
    return { success: true, ...today, resetsAt: today.resetsAt.toISOString() };
  }
}
