import { eventDetails } from '../src/common/securityEvents';

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
    'password · sign-up',
  );
  expect(eventDetails(event('limit.refused', null, { limit: 'ai-daily-tokens-student' }))).toBe(
    'ai-daily-tokens-student',
  );
  expect(eventDetails(event('logout', null))).toBe('—');
});
