import type {
  InvitationCreatedResponse,
  InvitationListResponse,
  OkResponse,
  SchoolSecurityEventsResponse,
  StaffListResponse,
} from '@elearning/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import {
  CreateInvitationDto,
  InvitationCreatedResponseDto,
  InvitationListResponseDto,
} from '../auth/invitations/invitations.dto.js';
import { InvitationsService } from '../auth/invitations/invitations.service.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { OkResponseDto } from '../auth/password-reset/password-reset.dto.js';
import { AdminOnly } from '../auth/roles/teacher-only.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { SchoolSecurityEventsResponseDto, SecurityEventsQuery, StaffListResponseDto } from './admin.dto.js';
import { AdminService } from './admin.service.js';

/** The admins' pages of the console (docs/teachers.md, "Administrators"). */
@AdminOnly()
@Controller('admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get('teachers')
  @ApiOkResponse({ type: StaffListResponseDto })
  async staff(): Promise<StaffListResponse> {
    return { success: true, staff: await this.admin.staff() };
  }

  @Post('teachers/:id/demote')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OkResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'no teacher with this id' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'an administrator is removed by the operator' })
  async demote(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<OkResponse> {
    await this.admin.demote(user.id, id);
    return { success: true };
  }

  @Get('invitations')
  @ApiOkResponse({ type: InvitationListResponseDto })
  async invitationList(): Promise<InvitationListResponse> {
    return { success: true, invitations: await this.invitations.latest() };
  }

  @Post('invitations')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: InvitationCreatedResponseDto })
  invite(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateInvitationDto,
  ): Promise<InvitationCreatedResponse> {
    return this.invitations.create(user.id, dto.email);
  }

  @Get('security-events')
  @ApiOkResponse({ type: SchoolSecurityEventsResponseDto })
  securityEvents(@Query() query: SecurityEventsQuery): Promise<SchoolSecurityEventsResponse> {
    return this.admin.events(query);
  }
}
