import type {
  InvitationCreatedResponse,
  InvitationListResponse,
  OkResponse,
  SchoolSecurityEventsResponse,
  StaffListResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import {
  CreateInvitationDto,
  InvitationCreatedResponseDto,
  InvitationListResponseDto,
} from '../auth/invitations/invitations.dto.js';
import { InvitationsService } from '../auth/invitations/invitations.service.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { OkResponseDto } from '../auth/password-reset/password-reset.dto.js';
import { AdminOnly } from '../auth/roles/teacher-only.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { SchoolSecurityEventsResponseDto, SecurityEventsQuery, StaffListResponseDto } from './admin.dto.js';
import { AdminService } from './admin.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** The admins' pages of the console (docs/teachers.md, "Administrators"). */
@AdminOnly()
@Controller()
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly invitations: InvitationsService,
  ) {}

  @Route(ROUTES.staff, { type: StaffListResponseDto })
  async staff(): Promise<StaffListResponse> {
    return { success: true, staff: await this.admin.staff() };
  }

  @Route(ROUTES.demoteTeacher, { type: OkResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'no teacher with this id' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'an administrator is removed by the operator' })
  async demote(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<OkResponse> {
    await this.admin.demote(user.id, id);
    return { success: true };
  }

  @Route(ROUTES.invitations, { type: InvitationListResponseDto })
  async invitationList(): Promise<InvitationListResponse> {
    return { success: true, invitations: await this.invitations.latest() };
  }

  @Route(ROUTES.invite, { type: InvitationCreatedResponseDto })
  @HttpCode(HttpStatus.OK)
  invite(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateInvitationDto,
  ): Promise<InvitationCreatedResponse> {
    return this.invitations.create(user.id, dto.email);
  }

  @Route(ROUTES.securityEvents, { type: SchoolSecurityEventsResponseDto })
  securityEvents(@Query() query: SecurityEventsQuery): Promise<SchoolSecurityEventsResponse> {
    return this.admin.events(query);
  }
}
