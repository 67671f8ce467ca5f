import type { Email } from '../../mail/mailer.service.js';
import { readableTime } from '../../common/values.js';
import type { AlertToTell } from './safety-alerts-store.js';

/** The console's page of one alert (mf-teacher): the emails link there, never to the message itself. */
export const consoleAlertPath = (id: string) => `/teacher/safety/${id}`;

export interface AlertMailContext {
  publicUrl: string;
  timeZone: string;
  ackMinutes: number;
}

const when = (at: Date, timeZone: string) => `${readableTime(at, timeZone)} (${timeZone})`;

/**
 * The email of an urgent alert, to one adult: the student, the class and the time, a link to the
 * console, and that nobody was contacted automatically. Never the student's message (the console
 * shows it, and records who opened it). `again`: the re-alert nobody acknowledged in time.
 */
export function urgentAlertEmail(
  alert: AlertToTell,
  to: string,
  context: AlertMailContext,
  again: boolean,
): Email {
  const student = alert.student_name ?? 'A student (deleted account)';
  const link = `${context.publicUrl.replace(/\/+$/, '')}${consoleAlertPath(alert.id)}`;
  const subject = again
    ? `Urgent safety alert NOT YET ACKNOWLEDGED: ${student}, ${when(alert.created_at, context.timeZone)}`
    : `Urgent safety alert: ${student}, ${when(alert.created_at, context.timeZone)}`;
  const lines = [
    again
      ? `Nobody has acknowledged this urgent safety alert in the teacher console within ${context.ackMinutes} minutes. Please look at it now.`
      : 'A message a student wrote to the AI tutor raised an URGENT safety alert: the student may be at risk.',
    '',
    `Student: ${student}`,
    `Class: ${alert.class_name ?? 'none (the school administrators are told)'}`,
    `Time: ${when(alert.created_at, context.timeZone)}`,
    `About: ${alert.category}`,
    '',
    `Open the alert in the teacher console (the message, its context and which check raised it): ${link}`,
    'Acknowledge it there once someone is looking after the student.',
    '',
    'Nobody has been contacted automatically: not the police, not the parents or carers, not anyone outside the school.',
    "Contacting them is a human decision, yours and your school's safeguarding lead's, following your school's procedure.",
    '',
    "This email does not contain the student's message on purpose; read it in the console.",
  ];
  return { to, subject, text: lines.join('\n') };
}
