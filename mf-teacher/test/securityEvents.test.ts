import { eventDetails, eventLabel, namesAClass } from '../src/common/securityEvents';

const event = (type: string, reason: string | null, extra: object = {}) => ({
  type,
  reason,
  limit: null,
  method: null,
  ...extra,
});

test('role changes and email confirmations are said in words; other reasons as recorded', () => {
  expect(eventDetails(event('role.changed', 'student -> teacher (invitation)'))).toBe(
    'Student → Teacher: accepted an invitation',
  );
  expect(eventDetails(event('role.changed', 'student -> admin (ADMIN_EMAILS)'))).toBe(
    'Student → Administrator: listed in the server setting ADMIN_EMAILS',
  );
  expect(eventDetails(event('role.changed', 'teacher -> student (admin)'))).toBe(
    'Teacher → Student: demoted by an administrator',
  );
  expect(eventDetails(event('role.changed', 'teacher -> student (cli)'))).toBe(
    'Teacher → Student: removed by the server operator',
  );
  expect(eventDetails(event('role.changed', 'something new'))).toBe('something new');
  expect(eventDetails(event('email.verified', 'google'))).toBe('Google sign-in');
  expect(eventDetails(event('sign-in.succeeded', 'sign-up', { method: 'password' }))).toBe(
    'password · new account',
  );
  expect(eventDetails(event('limit.refused', null, { limit: 'ai-daily-tokens-student' }))).toBe(
    'ai-daily-tokens-student',
  );
  expect(eventDetails(event('logout', null))).toBe('—');
});

test('every event type the backend records has a label; an unknown one is shown as it is named', () => {
  // backend/src/security-events/security-events.service.ts
  const recorded = [
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
  ];
  for (const type of recorded) expect(eventLabel(type)).not.toBe(type);
  expect(eventLabel('class.joined')).toBe('Joined a class');
  expect(eventLabel('something.new')).toBe('something.new');
});

test('a class is named when the viewer sees it; the recorded reasons are said in words', () => {
  const classNames = new Map([['9099beda', 'Maths 7B']]);
  expect(eventDetails(event('class.joined', 'class:9099beda'), classNames)).toBe('Class: Maths 7B');
  expect(eventDetails(event('class.joined', 'class:0d1e2f3a'), classNames)).toBe('A class not on your list');
  expect(eventDetails(event('class.joined', 'class:9099beda'))).toBe('A class not on your list');
  expect(namesAClass([event('class.joined', 'class:9099beda'), event('logout', null)])).toBe(true);
  expect(namesAClass([event('logout', null)])).toBe(false);
  expect(eventDetails(event('token.revoked', 'password-reset'))).toBe('password reset');
  expect(eventDetails(event('data.exported', 'school-request'))).toBe(
    "by an administrator, at a parent's request",
  );
  expect(eventDetails(event('account.deleted', 'inactivity'))).toBe('inactive for too long');
  expect(eventDetails(event('token.revoked', 'something new'))).toBe('something new');
});
