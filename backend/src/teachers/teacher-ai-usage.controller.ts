import type {
  RaiseAiQuotaResponse,
  SchoolAiUsageResponse,
  TeacherAiUsageResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { UserWithRole } from '../auth/roles/roles.guard.js';
import { ConsoleScopes } from './console-scope.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';
import {
  RaiseAiQuotaDto,
  RaiseAiQuotaResponseDto,
  SchoolAiUsageResponseDto,
  TeacherAiUsageQuery,
  TeacherAiUsageResponseDto,
} from '../ai-usage/dto/ai-usage.dto.js';
import { TeacherAiUsageService } from './teacher-ai-usage.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** The console's view of the daily AI quotas: teachers only (RolesGuard, on every call). */
@TeacherOnly()
@Controller()
export class TeacherAiUsageController {
  constructor(
    private readonly usage: TeacherAiUsageService,
    private readonly scopes: ConsoleScopes,
  ) {}

  @Route(ROUTES.teacherAiUsage, {
    type: TeacherAiUsageResponseDto,
    description: 'students by use today, most first',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a filter or the page out of range' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not a class of this teacher' })
  async list(
    @CurrentUser() teacher: UserWithRole,
    @Query() query: TeacherAiUsageQuery,
  ): Promise<TeacherAiUsageResponse> {
    return this.usage.list(query, await this.scopes.of(teacher, query.classId));
  }

  @Route(ROUTES.schoolAiUsage, {
    type: SchoolAiUsageResponseDto,
    description: "the school's use today and its ceiling",
  })
  async school(): Promise<SchoolAiUsageResponse> {
    return { success: true, school: await this.usage.school() };
  }

  @Route(ROUTES.raiseAiQuota, {
    type: RaiseAiQuotaResponseDto,
    description: "adds to the student's allowance, today only",
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'extraTokens out of range' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  async raise(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
    @Body() dto: RaiseAiQuotaDto,
  ): Promise<RaiseAiQuotaResponse> {
    await this.scopes.assertSees(teacher, id);
    return { success: true, usage: await this.usage.raise(teacher.id, id, dto.extraTokens) };
  }
}
