import type { ApproveStudentResponse, ResetLinkResponse, TeacherStudentResponse } from '@elearning/contract';
import { Controller, Header, HttpCode, HttpStatus, Param } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
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
  constructor(private readonly students: TeacherStudentsService) {}

  @Route(ROUTES.teacherStudent, {
    type: TeacherStudentResponseDto,
    description: 'AI use today and the last security events',
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  student(@Param('id') id: string): Promise<TeacherStudentResponse> {
    return this.students.student(id);
  }

  @Route(ROUTES.approveStudent, {
    type: ApproveStudentResponseDto,
    description: 'the full daily AI allowance from now on',
  })
  @HttpCode(HttpStatus.OK)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'Student not found' })
  approve(
    @CurrentUser() teacher: AuthenticatedUser,
    @Param('id') id: string,
  ): Promise<ApproveStudentResponse> {
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
  resetLink(@CurrentUser() teacher: AuthenticatedUser, @Param('id') id: string): Promise<ResetLinkResponse> {
    return this.students.resetLink(teacher.id, id);
  }
}
