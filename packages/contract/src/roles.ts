/**
 * Trusted roles (docs/security.md, "Who is a teacher"): email verification, teacher invitations,
 * the admins' pages. Paths are relative to RuntimeConfig.apiBase. `/admin/*` needs an admin's
 * token (401 without a token, 403 for a student's or a teacher's).
 */
import type { Role } from './support.js';

/** POST /auth/verify-email/send (signed in): emails a new link, or says the email is verified already. */
export interface VerificationSentResponse {
  success: true;
  emailVerified: boolean;
}
/** POST /auth/verify-email: the token of the emailed link (`/verify-email#token=...`). */
export interface VerifyEmailRequest {
  token: string;
}
/** The account's role after the verification (TEACHER_EMAILS / ADMIN_EMAILS may have promoted it). */
export interface VerifyEmailResponse {
  success: true;
  role: Role;
  /** The role changed, which ended the account's sessions: sign in again. */
  signInAgain: boolean;
}

/** POST /admin/invitations: a single-use link, valid 7 days, for this email. */
export interface CreateInvitationRequest {
  email: string;
}
export interface InvitationView {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** When it was used (null: not yet). */
  usedAt: string | null;
  usedByName: string | null;
}
export interface InvitationCreatedResponse {
  success: true;
  invitation: InvitationView;
  /** Shown once to copy: only its hash is stored. */
  link: string;
  /** Also emailed (SMTP_URL set and the mail server took it). */
  emailed: boolean;
}
/** GET /admin/invitations: the latest 100, newest first. */
export interface InvitationListResponse {
  success: true;
  invitations: InvitationView[];
}
/** POST /auth/invitations/accept (signed in as the invited email). */
export interface AcceptInvitationRequest {
  token: string;
}
/** The account is a teacher now; its earlier sessions ended, so here is a new token. */
export interface AcceptInvitationResponse {
  success: true;
  authToken: string;
  role: Role;
}

/** How an account became a teacher or admin. */
export interface StaffMemberView {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** TEACHER_EMAILS, ADMIN_EMAILS, invitation, cli, cli --verified, admin (null: before this was recorded). */
  roleSource: string | null;
  /** google, email-link, invitation, operator (null: not verified). */
  emailVerifiedBy: string | null;
  createdAt: string;
}
/** GET /admin/teachers: every teacher and admin. */
export interface StaffListResponse {
  success: true;
  staff: StaffMemberView[];
}

/** GET /admin/security-events?type=&before=: the school's security events, newest first. */
export interface SchoolSecurityEventView {
  id: string;
  type: string;
  at: string;
  limit: string | null;
  reason: string | null;
  method: string | null;
  account: { id: string; name: string; email: string; role: Role };
  actorName: string | null;
}
export interface SecurityEventsQuery {
  /** One event type (one of the response's `types`). */
  type?: string;
  /** The last page's `nextBefore`. */
  before?: string;
}
export interface SchoolSecurityEventsResponse {
  success: true;
  events: SchoolSecurityEventView[];
  /** Pass as `before` for the next page (null: no more). */
  nextBefore: string | null;
  /** Every event type, for the filter. */
  types: string[];
}
