import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiHeader, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER } from '../jwt.strategy.js';
import { Roles } from './roles.decorator.js';
import { RolesGuard } from './roles.guard.js';
import { ErrorBodyDto } from '../../common/error-body.dto.js';

/** Every teacher controller: a valid token (401) of an account that is a teacher NOW (403). */
export const TeacherOnly = () =>
  applyDecorators(
    ApiTags('teacher'),
    ApiHeader({ name: AUTH_TOKEN_HEADER, required: true, description: "a teacher's token" }),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' }),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: 'This is for teachers only' }),
    Roles('teacher'),
    UseGuards(JwtAuthGuard, RolesGuard),
  );
