import type { RosterImportResponse } from '@elearning/contract';
import type {} from '@fastify/multipart';
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
import type { AuthenticatedUser } from '../auth/jwt.strategy.js';
import { AdminOnly } from '../auth/roles/teacher-only.decorator.js';
import { ApiErrorException } from '../common/api-error.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';
import { RosterImportQuery, RosterImportResponseDto } from './rosters.dto.js';
import { RostersService } from './rosters.service.js';

/** The largest zip an admin may upload (a district's export of tens of thousands of people fits). */
export const ROSTER_ZIP_MAX_BYTES = 20 * 1024 * 1024;
export const ROSTER_FIELD = 'file';
export const SEND_A_ZIP = `Send the OneRoster CSV zip as multipart/form-data in a field named "${ROSTER_FIELD}"`;
export const ZIP_TOO_LARGE = `The zip is larger than ${ROSTER_ZIP_MAX_BYTES / 1024 / 1024} MB: export one school at a time`;

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

/** The bytes of the `file` field; 400 or 413 with a message the admin can act on. */
async function uploadedZip(request: FastifyRequest): Promise<Uint8Array> {
  if (!request.isMultipart()) throw new ApiErrorException(HttpStatus.BAD_REQUEST, SEND_A_ZIP);
  try {
    const part = await request.file({
      limits: { fileSize: ROSTER_ZIP_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    if (!part || part.fieldname !== ROSTER_FIELD) {
      part?.file.resume();
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, SEND_A_ZIP);
    }
    const bytes = await part.toBuffer();
    if (bytes.length === 0)
      throw new ApiErrorException(
        HttpStatus.BAD_REQUEST,
        `The field "${ROSTER_FIELD}" is empty: choose the zip`,
      );
    return bytes;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiErrorException(HttpStatus.PAYLOAD_TOO_LARGE, ZIP_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, `${SEND_A_ZIP}, one file only`);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MP_PREMATURE_CLOSE')
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, SEND_A_ZIP);
    throw error;
  }
}
