import type { AcceptInvitationResponse } from '@elearning/contract';
import { Body, Controller, HttpCode, HttpStatus } from '@nestjs/common';
import { ApiBadRequestResponse, ApiForbiddenResponse } from '@nestjs/swagger';
import { ErrorBodyDto } from '../../common/error-body.dto.js';
import { CurrentUser } from '../current-user.decorator.js';
import type { AuthenticatedUser } from '../auth-token.js';
import { SignedIn } from '../signed-in.decorator.js';
import { AcceptInvitationDto, AcceptInvitationResponseDto } from './invitations.dto.js';
import { InvitationsService } from './invitations.service.js';
import { Route, ROUTES } from '../../common/route.decorator.js';

/** The invited person, signed up or signed in with the invited email, uses the link. */
@SignedIn('auth')
@Controller()
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Route(ROUTES.acceptInvitation, { type: AcceptInvitationResponseDto })
  @HttpCode(HttpStatus.OK)
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'invalid, used or expired link' })
  @ApiForbiddenResponse({ type: ErrorBodyDto, description: 'the link was sent to another email' })
  accept(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AcceptInvitationDto,
  ): Promise<AcceptInvitationResponse> {
    return this.invitations.accept(user.id, dto.token);
  }
}
