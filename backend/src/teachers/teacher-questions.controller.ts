import type {
  QuestionSupportResponse,
  SupportOverviewResponse,
  TeacherQuestionListResponse,
  TeacherQuestionResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { UserWithRole } from '../auth/roles/roles.guard.js';
import { ConsoleScopes } from './console-scope.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { FlagIncorrectDto, TeacherQuestionsQuery, TeacherReplyDto } from './dto/teacher-requests.dto.js';
import {
  QuestionSupportResponseDto,
  SupportOverviewResponseDto,
  TeacherQuestionListResponseDto,
  TeacherQuestionResponseDto,
} from '../student-support/dto/support-responses.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';
import { TeacherQuestionsService } from './teacher-questions.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@TeacherOnly()
@Controller()
export class TeacherQuestionsController {
  constructor(
    private readonly questions: TeacherQuestionsService,
    private readonly scopes: ConsoleScopes,
  ) {}

  @Route(ROUTES.teacherOverview, { type: SupportOverviewResponseDto })
  async overview(@CurrentUser() teacher: UserWithRole): Promise<SupportOverviewResponse> {
    return { success: true, overview: await this.questions.overview(await this.scopes.of(teacher)) };
  }

  @Route(ROUTES.teacherQuestions, {
    type: TeacherQuestionListResponseDto,
    description: 'escalated and waiting first, then newest',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a filter or the page out of range' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'classId: not a class of this teacher' })
  async list(
    @CurrentUser() teacher: UserWithRole,
    @Query() query: TeacherQuestionsQuery,
  ): Promise<TeacherQuestionListResponse> {
    return this.questions.list(query, await this.scopes.of(teacher, query.classId));
  }

  @Route(ROUTES.teacherQuestion, {
    type: TeacherQuestionResponseDto,
    description: 'recorded in the access log',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async open(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
  ): Promise<TeacherQuestionResponse> {
    return {
      success: true,
      question: await this.questions.open(teacher.id, id, await this.scopes.of(teacher)),
    };
  }

  @Route(ROUTES.teacherReply, {
    type: QuestionSupportResponseDto,
    description: 'the escalation (if any) is answered',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please write a reply' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async reply(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
    @Body() dto: TeacherReplyDto,
  ): Promise<QuestionSupportResponse> {
    const scope = await this.scopes.of(teacher);
    return { success: true, support: await this.questions.reply(teacher.id, id, dto.body, scope) };
  }

  @Route(ROUTES.teacherFlagIncorrect, {
    type: QuestionSupportResponseDto,
    description: 'the student sees the comment as a warning',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please say briefly what is wrong' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async flagIncorrect(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
    @Body() dto: FlagIncorrectDto,
  ): Promise<QuestionSupportResponse> {
    const scope = await this.scopes.of(teacher);
    return { success: true, support: await this.questions.flagIncorrect(teacher.id, id, dto.comment, scope) };
  }
}
