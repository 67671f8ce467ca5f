import type { ClassLiveResponse } from '@elearning/contract';
import { Controller, Param } from '@nestjs/common';
import { ApiNotFoundResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../auth/auth-token.js';
import { TeacherOnly } from '../../auth/roles/teacher-only.decorator.js';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { ROUTES, Route } from '../../common/route.decorator.js';
import { ClassesService } from '../classes.service.js';
import { ClassLiveResponseDto } from './class-live.dto.js';
import { ClassLiveService } from './class-live.service.js';

/** GET /classes/:id/live: who is asking in the class now (the console polls it). */
@Controller()
export class ClassLiveController {
  constructor(
    private readonly classes: ClassesService,
    private readonly live: ClassLiveService,
  ) {}

  @Route(ROUTES.classLive, { type: ClassLiveResponseDto, description: 'newest activity first' })
  @TeacherOnly()
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'not a class this teacher teaches (admins: any)' })
  async read(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ClassLiveResponse> {
    return this.live.live(await this.classes.viewer(user), id);
  }
}
