import type {
  AcceptInvitationResponse,
  InvitationCreatedResponse,
  InvitationView,
} from '@elearning/contract';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ApiErrorException } from '../../common/api-error.js';
import { hashLinkToken, newLinkToken } from '../../common/tokens/single-use-token.js';
import { iso } from '../../common/values.js';
import { APP_CONFIG } from '../../config/config.constants.js';
import type { ResolvedConfig } from '../../config/resolve-config.js';
import { MailerService } from '../../mail/mailer.service.js';
import { SecurityEvents } from '../../security-events/security-events.service.js';
import { AccountStore } from '../accounts/account-store.js';
import { AuthService } from '../auth.service.js';
import { TOKEN_INVALID } from '../jwt-auth.guard.js';
import { AccountRoles } from '../roles/account-roles.service.js';
import { type InvitationRow, InvitationStore } from './invitation-store.js';

/** An invitation link works once, for this long. */
export const INVITATION_DAYS = 7;
export const INVITATION_INVALID =
  'This invitation link is invalid, used or expired: ask your school administrator for a new one';
export const INVITATION_OTHER_EMAIL =
  'This invitation was sent to another email address: sign up or log in with the address it was sent to';

/**
 * Teacher invitations: an admin makes a single-use link for an email (shown once, emailed when
 * SMTP_URL is set); the account of that email that opens it, signed up or signed in, becomes a
 * teacher with a verified email (the link reached that inbox, or the admin handed it over).
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly store: InvitationStore,
    private readonly accounts: AccountStore,
    private readonly roles: AccountRoles,
    private readonly auth: AuthService,
    private readonly mailer: MailerService,
    private readonly events: SecurityEvents,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async create(adminId: string, email: string): Promise<InvitationCreatedResponse> {
    const token = newLinkToken();
    const row = await this.store.create(hashLinkToken(token), email.trim(), adminId, INVITATION_DAYS);
    const link = `${this.config.publicUrl}/invite#token=${token}`;
    this.events.record('invitation.created', { userId: adminId, actorId: adminId, email });
    const mail = await this.mailer.send({
      to: row.email,
      subject: 'You are invited to teach on E-learning',
      text:
        `Hello,\n\n${row.invitedBy ?? 'Your school'} invites you to join E-learning as a teacher.\n` +
        `Open this link within ${INVITATION_DAYS} days and sign up or log in with this email address ` +
        `(${row.email}); it works once:\n\n${link}\n`,
    });
    return { success: true, invitation: view(row), link, emailed: mail.sent };
  }

  async latest(): Promise<InvitationView[]> {
    return (await this.store.latest(100)).map(view);
  }

  /** The signed-in account uses the link: it becomes a teacher (an admin stays one) with a verified email. */
  async accept(userId: string, token: string): Promise<AcceptInvitationResponse> {
    const invitation = await this.store.usable(hashLinkToken(token));
    if (!invitation) throw new ApiErrorException(HttpStatus.BAD_REQUEST, INVITATION_INVALID);
    const account = await this.accounts.standing(userId);
    if (!account) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    if (account.email.toLowerCase() !== invitation.email.toLowerCase())
      throw new ApiErrorException(HttpStatus.FORBIDDEN, INVITATION_OTHER_EMAIL);
    if (!(await this.store.use(invitation.id, userId)))
      throw new ApiErrorException(HttpStatus.BAD_REQUEST, INVITATION_INVALID);
    const actorId = invitation.invitedById ?? undefined;
    await this.roles.emailVerified(userId, 'invitation', actorId);
    if (account.role === 'student') await this.roles.setRole(userId, 'teacher', 'invitation', actorId);
    this.events.record('invitation.accepted', { userId, actorId });
    const after = await this.accounts.standing(userId);
    if (!after) throw new ApiErrorException(HttpStatus.UNAUTHORIZED, TOKEN_INVALID);
    // A role change ended the account's sessions: the page carries on with a new token.
    const authToken = await this.auth.signToken(userId, after.tokenVersion);
    return { success: true, authToken, role: after.role };
  }
}

function view(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    email: row.email,
    invitedBy: row.invitedBy,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    usedAt: row.usedAt ? iso(row.usedAt) : null,
    usedByName: row.usedByName,
  };
}
