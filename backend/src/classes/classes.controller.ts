import type { ClassListResponse, ClassResponse, JoinClassResponse, OkResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, Param, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { Role } from '../auth/entities/user.entity.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { OkResponseDto } from '../auth/password-reset/password-reset.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { ClassJoinRateLimitGuard } from './class-join-rate-limit.guard.js';
import { ClassesService } from './classes.service.js';
import {
  AddClassTeacherDto,
  ClassListResponseDto,
  ClassResponseDto,
  CreateClassDto,
  JoinClassDto,
  JoinClassResponseDto,
  UpdateClassDto,
} from './dto/classes.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';

/** request.user: on TeacherOnly routes RolesGuard has added the role it read. */
type User = AuthenticatedUser & { role?: Role };

const NOT_YOURS = { type: ErrorBodyDto, description: 'no such class, or not one of yours (never 403)' };

/** /classes (docs/classes.md): every signed-in account; making and managing classes is for teachers and admins. */
@ApiTags('classes')
@Controller()
export class ClassesController {
  constructor(private readonly classes: ClassesService) {}

  @Route(ROUTES.createClass, {
    type: ClassResponseDto,
    description: 'the new class; the caller is its teacher',
  })
  @TeacherOnly()
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a name is required (at most 100 characters)' })
  async create(@CurrentUser() user: User, @Body() dto: CreateClassDto): Promise<ClassResponse> {
    return { success: true, class: await this.classes.create(await this.classes.viewer(user), dto) };
  }

  @Route(ROUTES.classes, { type: ClassListResponseDto })
  @SignedIn('classes')
  async list(@CurrentUser() user: User): Promise<ClassListResponse> {
    return { success: true, classes: await this.classes.list(await this.classes.viewer(user)) };
  }

  // Decorators apply bottom-up, so SignedIn's token guard runs first and the limits see the student.
  @Route(ROUTES.joinClass, {
    type: JoinClassResponseDto,
    description: 'the student is in the class (again: no change)',
  })
  @UseGuards(ClassJoinRateLimitGuard)
  @SignedIn('classes')
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'a wrong code, joining turned off, or an archived class',
  })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: "teachers are added by the class's teachers" })
  @ApiTooManyRequestsResponse({
    type: ErrorBodyDto,
    description: 'too many tries from this student or address',
  })
  async join(@CurrentUser() user: User, @Body() dto: JoinClassDto): Promise<JoinClassResponse> {
    return { success: true, class: await this.classes.join(await this.classes.viewer(user), dto.joinCode) };
  }

  @Route(ROUTES.classDetail, {
    type: ClassResponseDto,
    description: 'students and the code only for its teachers and admins',
  })
  @SignedIn('classes')
  @ApiNotFoundResponse(NOT_YOURS)
  async detail(@CurrentUser() user: User, @Param('id') id: string): Promise<ClassResponse> {
    return { success: true, class: await this.classes.detail(await this.classes.viewer(user), id) };
  }

  @Route(ROUTES.updateClass, { type: ClassResponseDto, description: 'the class after the change' })
  @TeacherOnly()
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'a field is not valid (the message says which)' })
  @ApiNotFoundResponse(NOT_YOURS)
  async update(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: UpdateClassDto,
  ): Promise<ClassResponse> {
    return { success: true, class: await this.classes.update(await this.classes.viewer(user), id, dto) };
  }

  @Route(ROUTES.rotateJoinCode, {
    type: ClassResponseDto,
    description: 'a new code; the old one no longer works',
  })
  @TeacherOnly()
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse(NOT_YOURS)
  async rotateJoinCode(@CurrentUser() user: User, @Param('id') id: string): Promise<ClassResponse> {
    return { success: true, class: await this.classes.rotateJoinCode(await this.classes.viewer(user), id) };
  }

  @Route(ROUTES.addClassTeacher, {
    type: ClassResponseDto,
    description: 'the co-teacher teaches the class too',
  })
  @TeacherOnly()
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({
    type: ErrorBodyDto,
    description: 'not one of your classes, or no account with this email',
  })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: "the email is a student's account" })
  async addTeacher(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body() dto: AddClassTeacherDto,
  ): Promise<ClassResponse> {
    return {
      success: true,
      class: await this.classes.addTeacher(await this.classes.viewer(user), id, dto.email),
    };
  }

  @Route(ROUTES.removeClassTeacher, { type: OkResponseDto })
  @TeacherOnly()
  @ApiNotFoundResponse(NOT_YOURS)
  @ApiConflictResponse({ type: ErrorBodyDto, description: "the class's last teacher" })
  async removeTeacher(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ): Promise<OkResponse> {
    await this.classes.removeTeacher(await this.classes.viewer(user), id, userId);
    return { success: true };
  }

  @Route(ROUTES.removeClassStudent, {
    type: OkResponseDto,
    description: 'the student left the class (their history stays)',
  })
  @TeacherOnly()
  @ApiNotFoundResponse(NOT_YOURS)
  async removeStudent(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Param('userId') userId: string,
  ): Promise<OkResponse> {
    await this.classes.removeStudent(await this.classes.viewer(user), id, userId);
    return { success: true };
  }
}
