import type { ContactResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../common/error-body.dto.js';
import { ContactRateLimitGuard } from './contact-rate-limit.guard.js';
import { ContactService } from './contact.service.js';
import { OptionalUser, SignedInIfToken } from '../auth/signed-in-if-token.guard.js';
import type { AuthenticatedUser } from '../auth/auth-token.js';
import { AddContactQueryDto, SuccessResponseDto } from './dto/add-contact-query.dto.js';
import { Route, ROUTES } from '../common/route.decorator.js';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Route(ROUTES.addContactQuery, { type: SuccessResponseDto })
  @UseGuards(SignedInIfToken, ContactRateLimitGuard)
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto, description: 'too many queries from this address' })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'name and a valid email are required' })
  async addQuery(
    @Body() dto: AddContactQueryDto,
    @OptionalUser() user: AuthenticatedUser | undefined,
  ): Promise<ContactResponse> {
    // The honeypot: people never see the field, bots fill every field. Same answer, nothing stored.
    if (dto.website) return { success: true };
    await this.contact.addQuery({
      name: dto.name,
      email: dto.email,
      message: dto.message ?? '',
      userId: user?.id ?? null,
    });
    return { success: true };
  }
}
