import type { OkResponse } from '@elearning/contract';
import { Body, Controller, Header, HttpCode, HttpStatus, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { OkResponseDto } from '../auth/password-reset/password-reset.dto.js';
import { SignedIn } from '../auth/signed-in.decorator.js';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';
import { AccountDeletionService } from './deletion/account-deletion.service.js';
import { DeleteAccountRateLimitGuard } from './deletion/delete-account-rate-limit.guard.js';
import { DataExportDownloads, type DataExportFile } from './export/data-export-download.service.js';
import { OwnDataExportRateLimitGuard } from './export/data-export-rate-limit.guard.js';
import { DeleteMyAccountDto } from './privacy.dto.js';

/** Sends an export as a download (the file name in Content-Disposition). */
export async function sendExport(reply: FastifyReply, file: DataExportFile): Promise<void> {
  await reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.zip));
}

/** A student's own data (docs/privacy.md): download it, delete the account. */
@SignedIn('privacy')
@Controller()
export class MyDataController {
  constructor(
    private readonly downloads: DataExportDownloads,
    private readonly deletion: AccountDeletionService,
  ) {}

  @Route(ROUTES.myDataExport)
  @UseGuards(OwnDataExportRateLimitGuard)
  @Header('cache-control', 'no-store')
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'my-data-YYYY-MM-DD.zip: data.json (schemaVersion 1) and data.html' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many exports in an hour (5; an admin 30)' })
  async export(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    await sendExport(reply, await this.downloads.own(user.id));
  }

  @Route(ROUTES.deleteMyAccount, { type: OkResponseDto })
  @UseGuards(DeleteAccountRateLimitGuard)
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'no password (or Google ID token) given' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'wrong password, or another Google account' })
  @ApiConflictResponse({ type: ErrorBodyDto, description: "a teacher's or admin's account" })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many tries in 10 minutes' })
  async deleteMe(@CurrentUser() user: AuthenticatedUser, @Body() dto: DeleteMyAccountDto): Promise<OkResponse> {
    await this.deletion.deleteOwn(user.id, dto);
    return { success: true };
  }
}
