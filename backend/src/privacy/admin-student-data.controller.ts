import type { OkResponse } from '@elearning/contract';
import { Body, Controller, Header, HttpCode, HttpStatus, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { OkResponseDto } from '../auth/password-reset/password-reset.dto.js';
import { AdminOnly } from '../auth/roles/teacher-only.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { DataExportDownloads } from './export/data-export-download.service.js';
import { AdminDataExportRateLimitGuard } from './export/data-export-rate-limit.guard.js';
import { sendExport } from './my-data.controller.js';
import { DeleteStudentAccountDto, StudentDataExportQueryDto } from './privacy.dto.js';

/**
 * A parent's request through the school (docs/privacy.md): an admin downloads or deletes a
 * student's data, each recorded in the access log with the admin and the reason.
 */
@AdminOnly()
@Controller()
export class AdminStudentDataController {
  constructor(
    private readonly downloads: DataExportDownloads,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Route(ROUTES.studentDataExport)
  @UseGuards(AdminDataExportRateLimitGuard)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'student-data-YYYY-MM-DD.zip: data.json (schemaVersion 1) and data.html' })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'no reason given' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'no student with this id' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many exports in an hour (5; an admin 30)' })
  async export(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Query() query: StudentDataExportQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await sendExport(reply, await this.downloads.ofStudent(admin.id, id, query.reason.trim()));
  }

  @Route(ROUTES.deleteStudentAccount, { type: OkResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'no reason given' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'no student with this id' })
  async deleteStudent(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('id') id: string,
    @Body() dto: DeleteStudentAccountDto,
  ): Promise<OkResponse> {
    await this.deletion.deleteStudent(admin.id, id, dto.reason.trim());
    return { success: true };
  }
}
