import type { OpenHoursSlot } from '@elearning/contract';
import { type ClassRules, tutorAvailability } from './class-rules.js';
import { isOpenAt, nextOpening, normalizeOpenHours, openHoursProblem, openingText } from './open-hours.js';

const SCHOOL_DAYS: OpenHoursSlot[] = [{ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' }];
const at = (iso: string) => new Date(iso);

describe('open hours: validation', () => {
  it('accepts one slot or a list', () => {
    expect(openHoursProblem({ days: [1, 2, 3, 4, 5], from: '08:00', to: '16:00' })).toBeUndefined();
    expect(
      openHoursProblem([
        { days: [1, 3], from: '08:30', to: '12:00' },
        { days: [5], from: '13:00', to: '24:00' },
      ]),
    ).toBeUndefined();
    expect(normalizeOpenHours({ days: [5, 1, 3], from: '08:00', to: '16:00' })).toEqual([
      { days: [1, 3, 5], from: '08:00', to: '16:00' },
    ]);
  });

  it.each([
    [[], 'openHours needs at least one slot (send null for a tutor open at all hours)'],
    ['08:00-16:00', 'openHours must be an object with days, from and to'],
    [{ days: [1], from: '08:00', to: '16:00', tz: 'UTC' }, 'openHours has an unknown field: tz'],
    [{ from: '08:00', to: '16:00' }, 'openHours.days must be a list of days, 1 (Monday) to 7 (Sunday)'],
    [
      { days: [], from: '08:00', to: '16:00' },
      'openHours.days must be a list of days, 1 (Monday) to 7 (Sunday)',
    ],
    [
      { days: [0], from: '08:00', to: '16:00' },
      'openHours.days must hold whole numbers from 1 (Monday) to 7 (Sunday)',
    ],
    [
      { days: [8], from: '08:00', to: '16:00' },
      'openHours.days must hold whole numbers from 1 (Monday) to 7 (Sunday)',
    ],
    [
      { days: [1.5], from: '08:00', to: '16:00' },
      'openHours.days must hold whole numbers from 1 (Monday) to 7 (Sunday)',
    ],
    [
      { days: ['1'], from: '08:00', to: '16:00' },
      'openHours.days must hold whole numbers from 1 (Monday) to 7 (Sunday)',
    ],
    [{ days: [1, 1], from: '08:00', to: '16:00' }, 'openHours.days names a day twice'],
    [{ days: [1], from: '8:00', to: '16:00' }, 'openHours.from must be a time such as "08:00" (24 hours)'],
    [{ days: [1], from: '24:00', to: '24:00' }, 'openHours.from must be a time such as "08:00" (24 hours)'],
    [
      { days: [1], from: '08:00', to: '16:60' },
      'openHours.to must be a time such as "16:00" (24 hours, up to "24:00")',
    ],
    [{ days: [1], from: '16:00', to: '08:00' }, 'openHours.from must be before openHours.to'],
    [{ days: [1], from: '08:00', to: '08:00' }, 'openHours.from must be before openHours.to'],
    [
      [{ days: [1], from: '08:00', to: '16:00' }, null],
      'openHours[1] must be an object with days, from and to',
    ],
    [Array(21).fill({ days: [1], from: '08:00', to: '16:00' }), 'openHours may have at most 20 slots'],
  ])('refuses %j: %s', (value, message) => {
    expect(openHoursProblem(value)).toBe(message);
  });
});

describe('open hours: isOpenAt', () => {
  it('null is always open; an empty list never', () => {
    expect(isOpenAt(null, at('2027-01-03T03:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt([], at('2027-01-04T10:00:00Z'), 'UTC')).toBe(false);
  });

  it('Monday to Friday 08:00 to 16:00: from inclusive, to exclusive', () => {
    // 2027-01-04 is a Monday.
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-04T07:59:59Z'), 'UTC')).toBe(false);
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-04T08:00:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-04T15:59:59Z'), 'UTC')).toBe(true);
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-04T16:00:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-08T12:00:00Z'), 'UTC')).toBe(true); // Friday
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-09T12:00:00Z'), 'UTC')).toBe(false); // Saturday
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-10T12:00:00Z'), 'UTC')).toBe(false); // Sunday
  });

  it('reads the clock and the weekday in the school time zone', () => {
    // Monday 07:30 UTC is 08:30 in Paris (winter, UTC+1): open there, not in UTC.
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-04T07:30:00Z'), 'Europe/Paris')).toBe(true);
    // Friday 23:30 in Los Angeles is Saturday 07:30 UTC: still Friday evening at the school, closed.
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-09T07:30:00Z'), 'America/Los_Angeles')).toBe(false);
    // Sunday 22:00 UTC is Monday 09:00 in Sydney (UTC+11 in January): open.
    expect(isOpenAt(SCHOOL_DAYS, at('2027-01-03T22:00:00Z'), 'Australia/Sydney')).toBe(true);
    // Summer time: Monday 2027-06-07 06:30 UTC is 08:30 in Paris (UTC+2).
    expect(isOpenAt(SCHOOL_DAYS, at('2027-06-07T06:30:00Z'), 'Europe/Paris')).toBe(true);
  });

  it('until midnight with "24:00", several slots a day', () => {
    const evening: OpenHoursSlot[] = [
      { days: [6], from: '20:00', to: '24:00' },
      { days: [1], from: '08:00', to: '10:00' },
      { days: [1], from: '14:00', to: '15:00' },
    ];
    expect(isOpenAt(evening, at('2027-01-09T23:59:00Z'), 'UTC')).toBe(true);
    expect(isOpenAt(evening, at('2027-01-10T00:00:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(evening, at('2027-01-04T12:00:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(evening, at('2027-01-04T14:30:00Z'), 'UTC')).toBe(true);
  });
});

describe('open hours: nextOpening', () => {
  it('now when open, else the next start', () => {
    const monday = at('2027-01-04T10:00:00Z');
    expect(nextOpening(SCHOOL_DAYS, monday, 'UTC')).toEqual(monday);
    expect(nextOpening(null, monday, 'UTC')).toEqual(monday);
    expect(nextOpening(SCHOOL_DAYS, at('2027-01-04T06:00:00Z'), 'UTC')).toEqual(at('2027-01-04T08:00:00Z'));
    expect(nextOpening(SCHOOL_DAYS, at('2027-01-04T16:00:00Z'), 'UTC')).toEqual(at('2027-01-05T08:00:00Z'));
    // Friday after school: Monday morning.
    expect(nextOpening(SCHOOL_DAYS, at('2027-01-08T17:00:00Z'), 'UTC')).toEqual(at('2027-01-11T08:00:00Z'));
    expect(nextOpening([], monday, 'UTC')).toBeUndefined();
  });

  it('a week ahead when the only slot has just closed', () => {
    const mondays: OpenHoursSlot[] = [{ days: [1], from: '09:00', to: '10:00' }];
    expect(nextOpening(mondays, at('2027-01-04T10:00:00Z'), 'UTC')).toEqual(at('2027-01-11T09:00:00Z'));
  });

  it("the school zone's wall clock across a DST change", () => {
    // Paris moves to summer time on Sunday 2027-03-28: Friday 26 evening -> Monday 29 08:00 (06:00 UTC).
    expect(nextOpening(SCHOOL_DAYS, at('2027-03-26T18:00:00Z'), 'Europe/Paris')).toEqual(
      at('2027-03-29T06:00:00Z'),
    );
    // And back on 2027-10-31: Monday 1 November 08:00 is 07:00 UTC.
    expect(nextOpening(SCHOOL_DAYS, at('2027-10-29T18:00:00Z'), 'Europe/Paris')).toEqual(
      at('2027-11-01T07:00:00Z'),
    );
    // New York: Saturday night -> Monday 08:00 EST (13:00 UTC).
    expect(nextOpening(SCHOOL_DAYS, at('2027-01-10T03:00:00Z'), 'America/New_York')).toEqual(
      at('2027-01-11T13:00:00Z'),
    );
  });
});

describe('open hours: the message', () => {
  it('today, tomorrow, a weekday, a date', () => {
    const now = at('2027-01-04T06:00:00Z'); // Monday
    expect(openingText(at('2027-01-04T08:00:00Z'), now, 'UTC')).toBe('today at 08:00');
    expect(openingText(at('2027-01-05T08:00:00Z'), now, 'UTC')).toBe('tomorrow at 08:00');
    expect(openingText(at('2027-01-08T13:30:00Z'), now, 'UTC')).toBe('on Friday at 13:30');
    expect(openingText(at('2027-01-11T08:00:00Z'), now, 'UTC')).toBe('on 2027-01-11 at 08:00');
    expect(openingText(at('2027-01-04T07:00:00Z'), now, 'Europe/Paris')).toBe('today at 08:00');
  });

  it('tutorAvailability: pause first, then the schedule', () => {
    const rules: ClassRules = {
      classId: 'c',
      className: 'Maths 7B',
      archived: false,
      tutorPaused: false,
      guideOnly: false,
      instructions: '',
      openHours: SCHOOL_DAYS,
      dailyTokensPerStudent: null,
    };
    const friday = at('2027-01-08T17:00:00Z');
    expect(tutorAvailability(rules, at('2027-01-08T10:00:00Z'), 'UTC')).toEqual({ open: true });
    expect(tutorAvailability(rules, friday, 'UTC')).toEqual({
      open: false,
      reason: 'closed',
      opensAt: at('2027-01-11T08:00:00Z'),
      message: 'The AI tutor for Maths 7B opens again on Monday at 08:00',
    });
    expect(tutorAvailability({ ...rules, tutorPaused: true }, friday, 'UTC')).toEqual({
      open: false,
      reason: 'paused',
      message: 'Your teacher has paused the AI tutor for Maths 7B',
    });
    expect(tutorAvailability({ ...rules, openHours: null }, friday, 'UTC')).toEqual({ open: true });
  });
});
