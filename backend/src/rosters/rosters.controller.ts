import type { RosterImportResponse } from '@elearning/contract';
import { Controller, HttpCode, HttpStatus, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { AdminOnly } from '../auth/roles/teacher-only.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';
import { RosterImportQuery, RosterImportResponseDto } from './rosters.dto.js';
import { uploadedZip, ROSTER_FIELD } from './roster-upload.js';
import { RostersService } from './rosters.service.js';

/** Rosters from the school's system (docs/classes.md, "Rosters"): admins only. */
@AdminOnly()
@Controller()
export class RostersController {
  constructor(private readonly rosters: RostersService) {}

  @Route(ROUTES.importOneRoster, {
    type: RosterImportResponseDto,
    description: 'what was (or would be) changed',
  })
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [ROSTER_FIELD],
      properties: {
        [ROSTER_FIELD]: { type: 'string', format: 'binary', description: 'the OneRoster 1.2 CSV zip' },
      },
    },
  })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'not a OneRoster CSV zip (the message says why)',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'larger than 20 MB' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'an account was created meanwhile: import again' })
  async importOneRoster(
    @CurrentUser() admin: AuthenticatedUser,
    @Query() query: RosterImportQuery,
    @Req() request: FastifyRequest,
  ): Promise<RosterImportResponse> {
    return this.rosters.importOneRoster(admin.id, await uploadedZip(request), query.dryRun === true);
  }
}
