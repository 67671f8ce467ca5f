import type {
  AccessLogResponse,
  ContactInboxResponse,
  ContactQueryResponse,
  ContactReplyResponse,
} from '@elearning/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AccessLogService } from './access-log.service.js';
import { ContactInboxService } from './contact-inbox.service.js';
import { AccessLogQuery, ContactInboxQuery, TeacherReplyDto } from './dto/teacher-requests.dto.js';
import {
  AccessLogResponseDto,
  ContactInboxResponseDto,
  ContactQueryResponseDto,
  ContactReplyResponseDto,
} from '../student-support/dto/support-responses.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';

@TeacherOnly()
@Controller('teacher')
export class TeacherContactController {
  constructor(
    private readonly inbox: ContactInboxService,
    private readonly accessLog: AccessLogService,
  ) {}

  @Get('contact')
  @ApiOkResponse({ type: ContactInboxResponseDto, description: 'newest first' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'state or page out of range' })
  list(@Query() query: ContactInboxQuery): Promise<ContactInboxResponse> {
    return this.inbox.list(query.state, query.page, query.pageSize);
  }

  @Get('contact/:id')
  @ApiOkResponse({ type: ContactQueryResponseDto, description: 'recorded in the access log' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Contact query not found' })
  async open(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ContactQueryResponse> {
    return { success: true, query: await this.inbox.open(teacher.id, id) };
  }

  @Post('contact/:id/handled')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ContactQueryResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Contact query not found' })
  async markHandled(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ContactQueryResponse> {
    return { success: true, query: await this.inbox.markHandled(teacher.id, id) };
  }

  @Post('contact/:id/replies')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ContactReplyResponseDto, description: 'stored; emailed when SMTP_URL is set' })
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
  @Get('access-log')
  @ApiOkResponse({ type: AccessLogResponseDto, description: 'newest first; ?student=<id> for one student' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'student is not an account id, or page out of range',
  })
  accessLogList(@Query() query: AccessLogQuery): Promise<AccessLogResponse> {
    return this.accessLog.list(query.student, query.page, query.pageSize);
  }
}
