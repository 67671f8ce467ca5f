import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiHeader, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { JwtAuthGuard } from '../auth/jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER, type AuthenticatedUser } from '../auth/jwt.strategy.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AddQuestionDto, AddQuestionResponseDto } from './dto/add-question.dto.js';
import { QuesService } from './ques.service.js';

@ApiTags('ques')
@ApiHeader({ name: AUTH_TOKEN_HEADER, required: true, description: 'JWT from /auth/login or /auth/createuser' })
@ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' })
@UseGuards(JwtAuthGuard)
@Controller('ques')
export class QuesController {
  constructor(private readonly ques: QuesService) {}

  @Post('addques')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AddQuestionResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'Please enter a question' })
  async addQuestion(@CurrentUser() user: AuthenticatedUser, @Body() dto: AddQuestionDto): Promise<AddQuestionResponseDto> {
    const saved = await this.ques.addQuestion(user.id, dto.userQues);
    return { success: true, id: saved.id, userQues: saved.text };
  }
}
