import type { AuthResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { AuthRateLimitGuard } from './auth-rate-limit.guard.js';
import { AuthService } from './auth.service.js';
import { AuthResponseDto } from './dto/auth-response.dto.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { LoginDto } from './dto/login.dto.js';

@ApiTags('auth')
@UseGuards(AuthRateLimitGuard)
@ApiTooManyRequestsResponse({
  type: ErrorBodyDto,
  description: 'too many attempts from this address (Retry-After says how long to wait)',
})
@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('createuser')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'invalid fields, one msg each' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'A user with this email already exists' })
  async createUser(@Body() dto: CreateUserDto): Promise<AuthResponse> {
    return { success: true, authToken: await this.auth.createUser(dto) };
  }

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'Invalid email or password' })
  async login(@Body() dto: LoginDto): Promise<AuthResponse> {
    return { success: true, authToken: await this.auth.login(dto) };
  }
}
