import type {
  SafetyAlertListResponse,
  SafetyAlertResponse,
  SafetyDigestResponse,
  SafetyFalseAlarmsResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { AdminOnly, TeacherOnly } from '../../auth/roles/teacher-only.decorator.js';
import type { UserWithRole } from '../../auth/roles/roles.guard.js';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { Route, ROUTES } from '../../common/route.decorator.js';
import { ConsoleScopes } from '../../teachers/console-scope.js';
import { DEFAULT_PAGE_SIZE } from '../../teachers/dto/teacher-requests.dto.js';
import {
  ResolveSafetyAlertDto,
  SafetyAlertListResponseDto,
  SafetyAlertResponseDto,
  SafetyAlertsQueryDto,
  SafetyDigestQueryDto,
  SafetyDigestResponseDto,
  SafetyFalseAlarmsResponseDto,
} from './dto/safety-alerts.dto.js';
import { SafetyAlertsService } from './safety-alerts.service.js';

const NOT_FOUND = 'Safety alert not found (unknown, or not an alert of your classes)';

/**
 * The console's safety alerts (docs/safety.md): the conversation's class teachers and every admin
 * see an alert; anyone else gets 404, and lists hold only what the viewer may see.
 */
@TeacherOnly()
@Controller()
export class SafetyAlertsController {
  constructor(
    private readonly alerts: SafetyAlertsService,
    private readonly scopes: ConsoleScopes,
  ) {}

  @Route(ROUTES.safetyAlerts, { type: SafetyAlertListResponseDto, description: 'newest first' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a filter or the page out of range' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not a class of this teacher' })
  async list(
    @CurrentUser() viewer: UserWithRole,
    @Query() query: SafetyAlertsQueryDto,
  ): Promise<SafetyAlertListResponse> {
    return this.alerts.list(
      { status: query.status ?? 'open', tier: query.tier ?? null },
      await this.scopes.of(viewer, query.classId),
      query.page ?? 1,
      query.pageSize ?? DEFAULT_PAGE_SIZE,
    );
  }

  @Route(ROUTES.safetyDigest, {
    type: SafetyDigestResponseDto,
    description: 'the conduct tier of one school day, per student, most first',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'date is not a day written YYYY-MM-DD' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not a class of this teacher' })
  async digest(
    @CurrentUser() viewer: UserWithRole,
    @Query() query: SafetyDigestQueryDto,
  ): Promise<SafetyDigestResponse> {
    return this.alerts.digest(query.date, await this.scopes.of(viewer, query.classId));
  }

  @Route(ROUTES.safetyAlert, {
    type: SafetyAlertResponseDto,
    description: 'the alert with its message and context (recorded in the access log)',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async open(@CurrentUser() viewer: UserWithRole, @Param('id') id: string): Promise<SafetyAlertResponse> {
    return { success: true, alert: await this.alerts.open(viewer, id) };
  }

  @Route(ROUTES.acknowledgeSafetyAlert, {
    type: SafetyAlertResponseDto,
    description: 'someone is looking after it (already acknowledged or resolved: unchanged)',
  })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async acknowledge(
    @CurrentUser() viewer: UserWithRole,
    @Param('id') id: string,
  ): Promise<SafetyAlertResponse> {
    return { success: true, alert: await this.alerts.acknowledge(viewer, id) };
  }

  @Route(ROUTES.resolveSafetyAlert, {
    type: SafetyAlertResponseDto,
    description: 'handled or a false alarm, with a note (again: the newer outcome)',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'outcome missing or unknown, note too long' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: NOT_FOUND })
  async resolve(
    @CurrentUser() viewer: UserWithRole,
    @Param('id') id: string,
    @Body() dto: ResolveSafetyAlertDto,
  ): Promise<SafetyAlertResponse> {
    return { success: true, alert: await this.alerts.resolve(viewer, id, dto.outcome, dto.note) };
  }
}

/** Alerts resolved as false alarms, to grow the labelled set (bench/safety): admins only. */
@AdminOnly()
@Controller()
export class SafetyFalseAlarmsController {
  constructor(private readonly alerts: SafetyAlertsService) {}

  @Route(ROUTES.safetyFalseAlarms, {
    type: SafetyFalseAlarmsResponseDto,
    description: 'false alarms with their message, newest first (at most 1,000)',
  })
  async list(): Promise<SafetyFalseAlarmsResponse> {
    return this.alerts.falseAlarms();
  }
}
