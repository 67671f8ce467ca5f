import type {
  AskResponse,
  ConversationListResponse,
  ConversationResponse,
  TutorPreferencesResponse,
} from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, Query, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SignedIn } from '../../auth/signed-in.decorator.js';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../../auth/auth-token.js';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { DEFAULT_PAGE_SIZE, ListQuestionsQuery } from '../dto/list-questions.dto.js';
import {
  AskDto,
  AskResponseDto,
  CONVERSATION_PAGE_DEFAULT,
  ConversationPageQueryDto,
  ConversationListResponseDto,
  ConversationResponseDto,
  TutorModeDto,
  TutorPreferencesResponseDto,
} from '../dto/tutor.dto.js';
import { ConversationsService } from './conversations.service.js';
import { QuestionRateLimitGuard } from '../question-rate-limit.guard.js';
import { Route, ROUTES } from '../../common/route.decorator.js';

/** The student's conversations with the tutor and the tutor mode (docs/tutor.md). */
@SignedIn('ques')
@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @Route(ROUTES.conversations, { type: ConversationListResponseDto, description: 'latest activity first' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'page or pageSize out of range' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListQuestionsQuery,
  ): Promise<ConversationListResponse> {
    return this.conversations.list(user.id, query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
  }

  @Route(ROUTES.conversation, {
    type: ConversationResponseDto,
    description: 'the latest turns before `before`, oldest first',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'before or limit malformed' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's conversation" })
  async one(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Query() page: ConversationPageQueryDto,
  ): Promise<ConversationResponse> {
    const conversation = await this.conversations.view(
      user.id,
      id,
      page.before ?? null,
      page.limit ?? CONVERSATION_PAGE_DEFAULT,
    );
    return { success: true, conversation };
  }

  /** A follow-up: a new turn of the conversation; its answer is then streamed by POST /ques/:id/answer. */
  @Route(ROUTES.askFollowUp, { type: AskResponseDto })
  // The per-student question limit counts follow-ups too (QUESTION_RATE_LIMIT_PER_MINUTE).
  @UseGuards(QuestionRateLimitGuard)
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many questions in a minute' })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please enter a question' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's conversation" })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description:
      'the last answer is still being written, or the conversation is full (AI_MAX_TURNS_PER_CONVERSATION)',
  })
  async ask(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: AskDto,
  ): Promise<AskResponse> {
    const saved = await this.conversations.addFollowUp(user.id, id, dto.userQues);
    return {
      success: true,
      id: saved.id,
      userQues: saved.text,
      conversationId: saved.conversationId,
      mode: saved.mode,
    };
  }

  /** Changes the conversation's tutor mode (from its next answer) and remembers it for new ones. */
  @Route(ROUTES.setConversationMode, { type: TutorPreferencesResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'mode must be one of: explain, guide' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's conversation" })
  async setMode(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: TutorModeDto,
  ): Promise<TutorPreferencesResponse> {
    await this.conversations.setMode(user.id, id, dto.mode);
    return { success: true, mode: dto.mode };
  }

  /** The mode new conversations start in: the student's last choice. */
  @Route(ROUTES.tutorPreferences, { type: TutorPreferencesResponseDto })
  async preferences(@CurrentUser() user: AuthenticatedUser): Promise<TutorPreferencesResponse> {
    return { success: true, mode: await this.conversations.preferredMode(user.id) };
  }

  @Route(ROUTES.setTutorPreferences, { type: TutorPreferencesResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'mode must be one of: explain, guide' })
  async setPreferences(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: TutorModeDto,
  ): Promise<TutorPreferencesResponse> {
    await this.conversations.remember(user.id, dto.mode);
    return { success: true, mode: dto.mode };
  }
}
