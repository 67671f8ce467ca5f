import type {
  AccessLogResponse,
  ContactInboxResponse,
  ContactQueryResponse,
  ContactReplyResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AccessLogService } from './access-log.service.js';
import type { UserWithRole } from '../auth/roles/roles.guard.js';
import { ConsoleScopes } from './console-scope.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { AccessLogQuery, ContactInboxQuery, TeacherReplyDto } from './dto/teacher-requests.dto.js';
import {
  AccessLogResponseDto,
  ContactInboxResponseDto,
  ContactQueryResponseDto,
  ContactReplyResponseDto,
} from '../student-support/dto/support-responses.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@TeacherOnly()
@Controller()
export class TeacherContactController {
  constructor(
    private readonly inbox: ContactInboxService,
    private readonly accessLog: AccessLogService,
    private readonly scopes: ConsoleScopes,
  ) {}

  @Route(ROUTES.contactInbox, { type: ContactInboxResponseDto, description: 'newest first' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'state or page out of range, or after not a cursor of this inbox' })
  list(@Query() query: ContactInboxQuery): Promise<ContactInboxResponse> {
    return this.inbox.list(query.state, query);
  }

  @Route(ROUTES.contactQuery, { type: ContactQueryResponseDto, description: 'recorded in the access log' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Contact query not found' })
  async open(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ContactQueryResponse> {
    return { success: true, query: await this.inbox.open(teacher.id, id) };
  }

  @Route(ROUTES.contactHandled, { type: ContactQueryResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Contact query not found' })
  async markHandled(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ContactQueryResponse> {
    return { success: true, query: await this.inbox.markHandled(teacher.id, id) };
  }

  @Route(ROUTES.contactReply, {
    type: ContactReplyResponseDto,
    description: 'stored; emailed when SMTP_URL is set',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please write a reply' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Contact query not found' })
  async reply(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: TeacherReplyDto,
  ): Promise<ContactReplyResponse> {
    return { success: true, ...(await this.inbox.reply(teacher.id, id, dto.body)) };
  }

  /** For audits and the console's "record of a student": read-only. */
  @Route(ROUTES.accessLog, {
    type: AccessLogResponseDto,
    description: 'newest first; ?student=<id> for one student',
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'student is not an account id, page out of range, or after not a cursor of this log',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not a class of this teacher' })
  async accessLogList(
    @CurrentUser() teacher: UserWithRole,
    @Query() query: AccessLogQuery,
  ): Promise<AccessLogResponse> {
    const scope = await this.scopes.of(teacher, query.classId);
    return this.accessLog.list(query.student, scope, query);
  }
}
