import type {
  AskResponse,
  FeedbackResponse,
  QuestionListResponse,
  QuestionResponse,
  StopResponse,
  TurnResponse,
} from '@elearning/contract';
import {
  Body,
  Controller,
  HttpCode,
  Headers,
  HttpStatus,
  Param,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { type AuthenticatedUser } from '../auth/auth-token.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AnswerEventStream } from './answers/answer-event-stream.js';
import { AnswersService } from './answers/answers.service.js';
import { ConversationsService } from './conversations/conversations.service.js';
import { AddQuestionDto, AddQuestionResponseDto } from './dto/add-question.dto.js';
import { FeedbackDto, FeedbackResponseDto, StopResponseDto, TurnResponseDto } from './dto/tutor.dto.js';
import {
  ListQuestionsQuery,
  QuestionListResponseDto,
  QuestionResponseDto,
} from './dto/list-questions.dto.js';
import { QuestionsService, toQuestionView } from './questions.service.js';
import { QuestionRateLimitGuard } from './question-rate-limit.guard.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@SignedIn('ques')
@Controller()
export class QuestionsController {
  constructor(
    private readonly ques: QuestionsService,
    private readonly answers: AnswersService,
    private readonly conversations: ConversationsService,
  ) {}

  @Route(ROUTES.addQuestion, { type: AddQuestionResponseDto })
  @UseGuards(QuestionRateLimitGuard)
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many questions saved this minute' })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please enter a question' })
  async addQuestion(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AddQuestionDto,
  ): Promise<AskResponse> {
    const saved = await this.ques.addQuestion(user.id, dto.userQues, dto.classId);
    return {
      success: true,
      id: saved.id,
      userQues: saved.text,
      conversationId: saved.conversationId,
      mode: saved.mode,
    };
  }

  @Route(ROUTES.questions, {
    type: QuestionListResponseDto,
    description: "the student's own questions, newest first",
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'page or pageSize out of range' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListQuestionsQuery,
  ): Promise<QuestionListResponse> {
    return this.ques.listOwn(user.id, query.page, query.pageSize);
  }

  @Route(ROUTES.question, { type: QuestionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<QuestionResponse> {
    return { success: true, question: toQuestionView(await this.ques.findOwn(user.id, id)) };
  }

  /**
   * Streams the answer as server-sent events with ids (`chunk`, then `done`, `stopped` or `error`;
   * see the contract). Starts the answer unless it is being written already (then attaches to it)
   * or `Last-Event-ID` is sent (then only re-attaches, from just after that event). Closing the
   * request does not stop the answer: POST /ques/:id/stop does.
   */
  @Route(ROUTES.answer)
  @HttpCode(HttpStatus.OK)
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'last-event-id', required: false, description: 'resume after this event id' })
  @ApiOkResponse({
    description:
      'text/event-stream: event chunk {text, replayed?}, done {status}, stopped {status}, error {message, code, retryable}',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many questions a minute, or too many answers being written at once',
  })
  async answer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Errors before the stream opens are plain JSON (404, 429); from there on the stream reports them.
    await this.answers.answer(user.id, id, lastEventId, () => {
      reply.hijack();
      return new AnswerEventStream(reply.raw, reply.getHeaders());
    });
  }

  /** The explicit Stop: the answer ends with a `stopped` event and what was written is saved. */
  @Route(ROUTES.stopAnswer, { type: StopResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async stop(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<StopResponse> {
    return { success: true, stopping: await this.answers.stop(user.id, id) };
  }

  /** Archives the last turn's answer (kept in the database) and resets it to be answered again. */
  @Route(ROUTES.regenerate, { type: TurnResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  @ApiConflictResponse({
    type: ErrorBodyDto,
    description: 'not the last turn, or its answer is being written',
  })
  async regenerate(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<TurnResponse> {
    const question = await this.ques.findOwn(user.id, id);
    return { success: true, turn: await this.conversations.regenerate(user.id, question) };
  }

  /** Thumbs up/down on the answer (a comment only with thumbs down); sending again changes it. */
  @Route(ROUTES.feedback, { type: FeedbackResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'rating must be up or down; comment too long' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async feedback(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: FeedbackDto,
  ): Promise<FeedbackResponse> {
    const question = await this.ques.findOwn(user.id, id);
    return { success: true, feedback: await this.conversations.setFeedback(question, dto) };
  }
}
