import type {
  ContactResponse,
  OwnContactRepliesResponse,
  OwnQuestionSupportResponse,
  QuestionSupportResponse,
} from '@elearning/contract';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { SuccessResponseDto } from '../contact/dto/add-contact-query.dto.js';
import { EscalateDto } from '../teachers/dto/teacher-requests.dto.js';
import {
  OwnContactRepliesResponseDto,
  OwnQuestionSupportResponseDto,
  QuestionSupportResponseDto,
} from './dto/support-responses.dto.js';
import { QuestionSupportService } from './question-support.service.js';

/** What a student does with teacher support: on their own questions and contact queries only. */
@SignedIn('support')
@Controller()
export class StudentSupportController {
  constructor(private readonly support: QuestionSupportService) {}

  @Post('ques/:id/escalate')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({
    type: QuestionSupportResponseDto,
    description: 'idempotent: a second call changes nothing',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'note too long' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async escalate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: EscalateDto,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.support.escalate(user.id, id, dto.note ?? '') };
  }

  @Get('ques/:id/support')
  @ApiOkResponse({ type: QuestionSupportResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async supportOf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.support.supportOfOwn(user.id, id) };
  }

  @Get('support/questions')
  @ApiOkResponse({
    type: OwnQuestionSupportResponseDto,
    description:
      "the student's questions that teachers escalated, answered or flagged, newest first (100 at most)",
  })
  async questionsWithSupport(@CurrentUser() user: AuthenticatedUser): Promise<OwnQuestionSupportResponse> {
    return { success: true, items: await this.support.ownQuestionsWithSupport(user.id) };
  }

  @Get('support/contact-replies')
  @ApiOkResponse({
    type: OwnContactRepliesResponseDto,
    description: "the student's contact queries with replies",
  })
  async contactReplies(@CurrentUser() user: AuthenticatedUser): Promise<OwnContactRepliesResponse> {
    return { success: true, items: await this.support.ownContactReplies(user.id) };
  }

  /** The student has seen every reply so far: the navigation's count goes back to 0. */
  @Post('support/seen')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SuccessResponseDto })
  async seen(@CurrentUser() user: AuthenticatedUser): Promise<ContactResponse> {
    await this.support.markSeen(user.id);
    return { success: true };
  }
}
