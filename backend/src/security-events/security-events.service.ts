import { Injectable, Logger } from '@nestjs/common';
import { currentRequestId } from '../common/request-context.js';

/** Every security event type (docs/security.md lists where each is recorded). */
export const SECURITY_EVENT_TYPES = [
  'sign-in.succeeded',
  'sign-in.failed',
  'limit.refused',
  'logout',
  'token.revoked',
  'google.link-removed-password',
  'role.changed',
  'email.verification-sent',
  'email.verified',
  'invitation.created',
  'invitation.accepted',
  'student.approved',
  'password-reset.requested',
  'password-reset.completed',
  'ai-quota.reached',
  'ai-quota.raised',
  'ai-ceiling.reached',
  'class.created',
  'class.joined',
  'class.code_rotated',
  'roster.imported',
  'data.exported',
  'account.deleted',
  'account.inactivity-warned',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** What an event may say. Never a password, a token or a full email: `email` is masked here. */
export interface SecurityEventFields {
  userId?: string;
  /** Which limit refused (its name), never its value. */
  limit?: string;
  /** Masked before logging (`a***@example.com`). */
  email?: string;
  method?: 'password' | 'google';
  reason?: string;
  /** Who did it, when it is not the account itself (a teacher, for a student). */
  actorId?: string;
}

/** One logged event: a structured object (a JSON line with the pino logger). */
export interface SecurityEvent extends Omit<SecurityEventFields, 'email'> {
  securityEvent: SecurityEventType;
  requestId?: string;
  email?: string;
}

/** `ada.lovelace@example.com` -> `a***@example.com`: enough to tell accounts apart in an incident. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at).toLowerCase().slice(0, 255)}`;
}

/**
 * The security log: one structured event per sign-in, refusal, logout, revocation and account
 * change, with the user id and the request id. Listeners (tests) see exactly what is logged.
 */
@Injectable()
export class SecurityEvents {
  private readonly logger = new Logger('SecurityEvents');
  private readonly listeners = new Set<(event: SecurityEvent) => void>();

  record(type: SecurityEventType, fields: SecurityEventFields = {}): void {
    const { email, ...rest } = fields;
    const event: SecurityEvent = {
      securityEvent: type,
      ...rest,
      ...(email === undefined ? {} : { email: maskEmail(email) }),
      requestId: currentRequestId(),
    };
    this.logger.log(event);
    for (const listener of this.listeners) listener(event);
  }

  /** Calls `listener` with every event from now on; returns the way to stop. */
  subscribe(listener: (event: SecurityEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
