import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse, ApiHeader, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { JwtAuthGuard } from '../jwt-auth.guard.js';
import { AUTH_TOKEN_HEADER } from '../auth-token.js';
import { Roles } from './roles.decorator.js';
import { ADMINS_ONLY, RolesGuard, TEACHERS_ONLY } from './roles.guard.js';
import { ErrorBodyDto } from '../../common/error-body.dto.js';

/** A valid token (401) of an account that has the role NOW (403), read from the database each call. */
const StaffOnly = (role: 'teacher' | 'admin', tag: string, forbidden: string) =>
  applyDecorators(
    ApiTags(tag),
    ApiHeader({ name: AUTH_TOKEN_HEADER, required: true, description: `a ${role}'s token` }),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'missing, malformed or expired token' }),
    ApiForbiddenResponse({ type: ErrorBodyDto, description: forbidden }),
    Roles(role),
    UseGuards(JwtAuthGuard, RolesGuard),
  );

/** Every teacher controller (admins are teachers too). */
export const TeacherOnly = () => StaffOnly('teacher', 'teacher', TEACHERS_ONLY);

/** Every admin controller: school administrators and the safeguarding lead. */
export const AdminOnly = () => StaffOnly('admin', 'admin', ADMINS_ONLY);
