import type {
  QuestionSupportResponse,
  SupportOverviewResponse,
  TeacherQuestionListResponse,
  TeacherQuestionResponse,
} from '@elearning/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
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

@TeacherOnly()
@Controller('teacher')
export class TeacherQuestionsController {
  constructor(private readonly questions: TeacherQuestionsService) {}

  @Get('overview')
  @ApiOkResponse({ type: SupportOverviewResponseDto })
  async overview(): Promise<SupportOverviewResponse> {
    return { success: true, overview: await this.questions.overview() };
  }

  @Get('questions')
  @ApiOkResponse({
    type: TeacherQuestionListResponseDto,
    description: 'escalated and waiting first, then newest',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a filter or the page out of range' })
  list(@Query() query: TeacherQuestionsQuery): Promise<TeacherQuestionListResponse> {
    return this.questions.list(query);
  }

  @Get('questions/:id')
  @ApiOkResponse({ type: TeacherQuestionResponseDto, description: 'recorded in the access log' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async open(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<TeacherQuestionResponse> {
    return { success: true, question: await this.questions.open(teacher.id, id) };
  }

  @Post('questions/:id/replies')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: QuestionSupportResponseDto, description: 'the escalation (if any) is answered' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please write a reply' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async reply(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: TeacherReplyDto,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.questions.reply(teacher.id, id, dto.body) };
  }

  @Post('questions/:id/incorrect')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: QuestionSupportResponseDto,
    description: 'the student sees the comment as a warning',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please say briefly what is wrong' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Question not found' })
  async flagIncorrect(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: FlagIncorrectDto,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.questions.flagIncorrect(teacher.id, id, dto.comment) };
  }
}
