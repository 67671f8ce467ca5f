import type { InvitationView } from '@elearning/contract';
import { formatWhen } from '../common/format';

/** Waiting (until when), used (by whom, when) or expired: an invitation works once, for 7 days. */
export function invitationState(invitation: InvitationView, now = Date.now()): string {
  if (invitation.usedAt)
    return `Used by ${invitation.usedByName ?? 'a deleted account'} on ${formatWhen(invitation.usedAt)}`;
  if (Date.parse(invitation.expiresAt) <= now) return `Expired on ${formatWhen(invitation.expiresAt)}`;
  return `Waiting (valid until ${formatWhen(invitation.expiresAt)})`;
}
