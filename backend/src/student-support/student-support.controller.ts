import type {
  ContactResponse,
  OwnContactRepliesResponse,
  OwnQuestionSupportResponse,
  QuestionSupportResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse } from '@nestjs/swagger';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/auth-token.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { SuccessResponseDto } from '../contact/dto/add-contact-query.dto.js';
import { EscalateDto } from '../teachers/dto/teacher-requests.dto.js';
import {
  OwnContactRepliesResponseDto,
  OwnQuestionSupportResponseDto,
  QuestionSupportResponseDto,
} from './dto/support-responses.dto.js';
import { QuestionSupportService } from './question-support.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** What a student does with teacher support: on their own questions and contact queries only. */
@SignedIn('support')
@Controller()
export class StudentSupportController {
  constructor(private readonly support: QuestionSupportService) {}

  @Route(ROUTES.escalate, {
    type: QuestionSupportResponseDto,
    description: 'idempotent: a second call changes nothing',
  })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'note too long' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async escalate(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: EscalateDto,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.support.escalate(user.id, id, dto.note ?? '') };
  }

  @Route(ROUTES.questionSupport, { type: QuestionSupportResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async supportOf(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<QuestionSupportResponse> {
    return { success: true, support: await this.support.supportOfOwn(user.id, id) };
  }

  @Route(ROUTES.ownQuestionSupport, {
    type: OwnQuestionSupportResponseDto,
    description:
      "the student's questions that teachers escalated, answered or flagged, newest first (100 at most)",
  })
  async questionsWithSupport(@CurrentUser() user: AuthenticatedUser): Promise<OwnQuestionSupportResponse> {
    return { success: true, items: await this.support.ownQuestionsWithSupport(user.id) };
  }

  @Route(ROUTES.ownContactReplies, {
    type: OwnContactRepliesResponseDto,
    description: "the student's contact queries with replies",
  })
  async contactReplies(@CurrentUser() user: AuthenticatedUser): Promise<OwnContactRepliesResponse> {
    return { success: true, items: await this.support.ownContactReplies(user.id) };
  }

  /** The student has seen every reply so far: the navigation's count goes back to 0. */
  @Route(ROUTES.supportSeen, { type: SuccessResponseDto })
  @HttpCode(HttpStatus.OK)
  async seen(@CurrentUser() user: AuthenticatedUser): Promise<ContactResponse> {
    await this.support.markSeen(user.id);
    return { success: true };
  }
}
