import type {
  AccessSubject,
  SafetyAlertStatus,
  SafetyCategory,
  SafetyOutcome,
  SafetyTier,
} from '@elearning/contract';
import { readableTime } from '../../common/values.js';
import type { SecurityEventType } from '../../security-events/security-events.service.js';

/**
 * The export's codes in the words of its reader, a student or a parent (data.html; data.json keeps
 * the codes). A code without words here is shown as it is.
 */
const EVENTS: Record<SecurityEventType, string> = {
  'sign-in.succeeded': 'You signed in',
  'sign-in.failed': 'A sign-in with a wrong password',
  'limit.refused': 'Something was refused for a while (too many tries)',
  logout: 'You logged out',
  'token.revoked': 'A session was ended',
  'google.link-removed-password': 'Google sign-in was linked and the password removed',
  'role.changed': 'Your role changed',
  'email.verification-sent': 'A link to confirm your email was sent',
  'email.verified': 'Your email was confirmed',
  'invitation.created': 'An invitation was created',
  'invitation.accepted': 'An invitation was accepted',
  'student.approved': 'A teacher approved your account',
  'password-reset.requested': 'A password reset was asked for',
  'password-reset.completed': 'Your password was reset',
  'ai-quota.reached': "You reached the day's limit of the AI tutor",
  'ai-quota.raised': "A teacher raised your day's limit of the AI tutor",
  'ai-ceiling.reached': "The school reached its day's limit of the AI tutor",
  'class.created': 'A class was created',
  'class.joined': 'You joined a class',
  'class.code_rotated': "A class's join code was changed",
  'roster.imported': "The school's roster was imported",
  'data.exported': 'Your data was downloaded',
  'account.deleted': 'The account was deleted',
  'account.inactivity-warned': 'You were told your account would be deleted after a long time unused',
};

const OPENED: Record<AccessSubject, string> = {
  question: 'a question of yours',
  contact_query: 'a message of yours to the school',
  safety_alert: 'a safety alert about your messages',
  data_export: 'your data (downloaded)',
  account_deletion: 'your account (to delete it)',
  student: "your page in the teachers' console (sign-ins, classes, AI use)",
};

const TIERS: Record<SafetyTier, string> = {
  urgent: 'Urgent: an adult was told at once',
  concern: 'A concern for your teachers',
  conduct: 'How a message was written',
};

const CATEGORIES: Record<SafetyCategory, string> = {
  suicide: 'thoughts of suicide',
  'self-harm': 'hurting yourself',
  abuse: 'abuse or neglect',
  grooming: 'contact with an adult that could be unsafe',
  threat: 'a threat to someone',
  eating: 'eating',
  distress: 'feeling very low',
  bullying: 'bullying',
  'self-hatred': 'feeling bad about yourself',
  substances: 'alcohol or drugs',
  sexual: 'sexual content',
  'harmful-request': 'a request for something harmful',
  conduct: 'language',
};

const STATUSES: Record<SafetyAlertStatus | SafetyOutcome, string> = {
  open: 'Open',
  acknowledged: 'Seen by an adult',
  resolved: 'Closed',
  handled: 'An adult looked after it',
  'false-alarm': 'Not a real worry (false alarm)',
};

const said = (words: Record<string, string>, code: string | null) =>
  code === null ? null : (words[code] ?? code);

export const eventWords = (type: string) => said(EVENTS, type);
export const openedWords = (subject: string) => said(OPENED, subject);
export const tierWords = (tier: string) => said(TIERS, tier);
export const categoryWords = (category: string) => said(CATEGORIES, category);
export const statusWords = (status: string | null) => said(STATUSES, status);

/** A security event's reason, without the ids only the school's systems read ("class:<id>"). */
export const reasonWords = (reason: string | null) =>
  reason === null || /^class:/.test(reason) ? null : reason;

/** "28 Nov 2026, 12:34 UTC": a time a person reads (the export's times are UTC). */
export function timeWords(isoTime: string | null): string | null {
  if (isoTime === null) return null;
  const at = new Date(isoTime);
  return Number.isNaN(at.getTime()) ? isoTime : `${readableTime(at, 'UTC')} UTC`;
}
