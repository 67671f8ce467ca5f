import { consoleAlertPath, urgentAlertEmail } from './safety-alert-mail.js';
import type { AlertToTell } from './safety-alerts-store.js';

const alert: AlertToTell = {
  id: '6437ae0d-b0b3-4307-8d6a-d439068a01a0',
  tier: 'urgent',
  category: 'self-harm',
  class_id: 'c0ffee00-0000-4000-8000-000000000000',
  class_name: 'Maths 7B',
  student_name: 'Sam Student',
  created_at: new Date('2026-11-26T12:58:00Z'),
};
const context = { publicUrl: 'https://tutor.school.example/', timeZone: 'Europe/Paris', ackMinutes: 10 };

describe('urgentAlertEmail', () => {
  it('names the student, the class and the school time, links to the console and says nobody was contacted', () => {
    const mail = urgentAlertEmail(alert, 'teacher@school.example', context, false);
    expect(mail.to).toBe('teacher@school.example');
    expect(mail.subject).toBe('Urgent safety alert: Sam Student, 26 Nov 2026, 13:58 (Europe/Paris)');
    expect(mail.text).toContain('Class: Maths 7B');
    expect(mail.text).toContain(`https://tutor.school.example${consoleAlertPath(alert.id)}`);
    expect(mail.text).toContain('Nobody has been contacted automatically');
    expect(mail.text).toContain('a human decision');
  });

  it('the re-alert says nobody acknowledged it within SAFETY_ACK_MINUTES', () => {
    const mail = urgentAlertEmail(
      { ...alert, class_name: null, student_name: null },
      'lead@school.example',
      context,
      true,
    );
    expect(mail.subject).toMatch(
      /^Urgent safety alert NOT YET ACKNOWLEDGED: A student \(deleted account\), /,
    );
    expect(mail.text).toContain('within 10 minutes');
    expect(mail.text).toContain('Class: none');
  });
});
