import type { AddQuestionResponse, QuestionListResponse, QuestionResponse } from '@elearning/contract';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
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
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AnswerEventStream } from './ai/answer-event-stream.js';
import { AnswersService } from './answers.service.js';
import { AddQuestionDto, AddQuestionResponseDto } from './dto/add-question.dto.js';
import {
  ListQuestionsQuery,
  QuestionListResponseDto,
  QuestionResponseDto,
} from './dto/list-questions.dto.js';
import { QuesService, toQuestionView } from './ques.service.js';
import { QuestionRateLimitGuard } from './question-rate-limit.guard.js';

@ApiTags('ques')
@ApiHeader({
  name: AUTH_TOKEN_HEADER,
  required: true,
  description: 'JWT from /auth/login or /auth/createuser',
})
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' })
@UseGuards(JwtAuthGuard)
@Controller('ques')
export class QuesController {
  constructor(
    private readonly ques: QuesService,
    private readonly answers: AnswersService,
  ) {}

  @Post('addques')
  @UseGuards(QuestionRateLimitGuard)
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many questions saved this minute' })
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AddQuestionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please enter a question' })
  async addQuestion(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AddQuestionDto,
  ): Promise<AddQuestionResponse> {
    const saved = await this.ques.addQuestion(user.id, dto.userQues);
    return { success: true, id: saved.id, userQues: saved.text };
  }

  @Get()
  @ApiOkResponse({ type: QuestionListResponseDto, description: "the student's own questions, newest first" })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'page or pageSize out of range' })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: ListQuestionsQuery,
  ): Promise<QuestionListResponse> {
    return this.ques.listOwn(user.id, query.page, query.pageSize);
  }

  @Get(':id')
  @ApiOkResponse({ type: QuestionResponseDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  async one(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<QuestionResponse> {
    return { success: true, question: toQuestionView(await this.ques.findOwn(user.id, id)) };
  }

  /**
   * Streams the answer as server-sent events (`chunk`, `done`, `error`; see the contract) while the
   * model writes it. Closing the request stops the answer: the model call is aborted at once and
   * the partial answer saved as stopped.
   */
  @Post(':id/answer')
  @HttpCode(HttpStatus.OK)
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'text/event-stream: event chunk {text}, done {status}, error {message, code, retryable}',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "unknown id, or another student's question" })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'this question’s answer is streaming already' })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'Too many questions: please wait a minute and try again',
  })
  async answer(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // Errors before openStream are plain JSON (404, 409, 429); from there on the stream reports them.
    await this.answers.answer(user.id, id, () => {
      const stop = new AbortController();
      const stopAnswer = () => stop.abort(new Error('the student stopped the answer'));
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) stopAnswer();
      });
      if (reply.raw.destroyed) stopAnswer(); // closed while the question was being looked up
      reply.hijack();
      return { events: new AnswerEventStream(reply.raw, reply.getHeaders()), stopSignal: stop.signal };
    });
  }
}
