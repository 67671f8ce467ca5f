import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER } from './auth-token.js';

/**
 * Every controller of a signed-in account's own data (a student's questions, support, AI use, who
 * am I): a valid token (401 otherwise). Teachers pass too (they try the tutor like a student); the
 * console's endpoints use TeacherOnly (roles/teacher-only.decorator.ts).
 */
export const SignedIn = (tag: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiHeader({
      name: AUTH_TOKEN_HEADER,
      required: true,
      description: 'JWT from /auth/login or /auth/createuser',
    }),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' }),
    UseGuards(JwtAuthGuard),
  );
