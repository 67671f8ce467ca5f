import type { ApproveStudentResponse, ResetLinkResponse, TeacherStudentResponse } from '@elearning/contract';
import { Controller, Header, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { UserWithRole } from '../auth/roles/roles.guard.js';
import { ConsoleScopes } from './console-scope.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import {
  ApproveStudentResponseDto,
  ResetLinkResponseDto,
  TeacherStudentResponseDto,
} from './dto/teacher-students.dto.js';
import { TeacherOnly } from '../auth/roles/teacher-only.decorator.js';
import { TeacherStudentsService } from './teacher-students.service.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@TeacherOnly()
@Controller()
export class TeacherStudentsController {
  constructor(
    private readonly students: TeacherStudentsService,
    private readonly scopes: ConsoleScopes,
  ) {}

  @Route(ROUTES.teacherStudent, {
    type: TeacherStudentResponseDto,
    description: 'AI use today and the last security events',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  async student(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
  ): Promise<TeacherStudentResponse> {
    await this.scopes.assertSees(teacher, id);
    return this.students.student(teacher.id, id);
  }

  @Route(ROUTES.approveStudent, {
    type: ApproveStudentResponseDto,
    description: 'the full daily AI allowance from now on',
  })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  async approve(
    @CurrentUser() teacher: UserWithRole,
    @Param('id') id: string,
  ): Promise<ApproveStudentResponse> {
    await this.scopes.assertSees(teacher, id);
    return this.students.approve(teacher.id, id);
  }

  @Route(ROUTES.studentResetLink, {
    type: ResetLinkResponseDto,
    description: 'a single-use link, valid 30 minutes; shown once',
  })
  @HttpCode(HttpStatus.OK)
  // A working credential: no cache may keep it.
  @Header('Cache-Control', 'no-store')
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  async resetLink(@CurrentUser() teacher: UserWithRole, @Param('id') id: string): Promise<ResetLinkResponse> {
    await this.scopes.assertSees(teacher, id);
    return this.students.resetLink(teacher.id, id);
  }
}
