import { inHoursAndMinutes, isTimeZone, schoolDay } from './school-day.js';

describe('schoolDay', () => {
  it('is the UTC date by default, resetting at the next UTC midnight', () => {
    const day = schoolDay('UTC', new Date('2026-11-23T22:30:00Z'));
    expect(day).toEqual({ day: '2026-11-23', resetsAt: new Date('2026-11-24T00:00:00Z'), secondsLeft: 5400 });
  });

  it('moves to the next day at the school’s midnight, not at UTC’s', () => {
    // 23:30 UTC is already 00:30 on the 24th in Paris (UTC+1 in winter) ...
    const paris = schoolDay('Europe/Paris', new Date('2026-11-23T23:30:00Z'));
    expect(paris.day).toBe('2026-11-24');
    expect(paris.resetsAt).toEqual(new Date('2026-11-24T23:00:00Z'));
    // ... and one second before Paris midnight is still the 23rd, with one second left.
    const before = schoolDay('Europe/Paris', new Date('2026-11-23T22:59:59Z'));
    expect(before).toMatchObject({ day: '2026-11-23', secondsLeft: 1 });
    // West of UTC the school's day ends later: 03:00 UTC is still the evening before in Los Angeles.
    expect(schoolDay('America/Los_Angeles', new Date('2026-11-24T03:00:00Z')).day).toBe('2026-11-23');
  });

  it('knows that the day the clocks change lasts 23 or 25 hours', () => {
    // Paris, 29 March 2026: 02:00 becomes 03:00 (a 23 h day); midnight after is 22:00 UTC.
    const spring = schoolDay('Europe/Paris', new Date('2026-03-29T00:30:00Z'));
    expect(spring).toMatchObject({ day: '2026-03-29', resetsAt: new Date('2026-03-29T22:00:00Z') });
    expect(spring.secondsLeft).toBe(21.5 * 3600);
    // 25 October 2026: 03:00 becomes 02:00 again (a 25 h day); midnight after is 23:00 UTC.
    const autumn = schoolDay('Europe/Paris', new Date('2026-10-25T00:30:00Z'));
    expect(autumn).toMatchObject({ day: '2026-10-25', resetsAt: new Date('2026-10-25T23:00:00Z') });
    expect(autumn.secondsLeft).toBe(22.5 * 3600);
  });

  it('answers later instants of a day it has worked out, and moves on at its midnight', () => {
    const zone = 'America/New_York';
    expect(schoolDay(zone, new Date('2026-11-24T15:00:00Z'))).toMatchObject({ day: '2026-11-24', secondsLeft: 14 * 3600 });
    expect(schoolDay(zone, new Date('2026-11-25T04:59:59.500Z'))).toEqual({
      day: '2026-11-24',
      resetsAt: new Date('2026-11-25T05:00:00Z'),
      secondsLeft: 1,
    });
    expect(schoolDay(zone, new Date('2026-11-25T05:00:00Z'))).toMatchObject({ day: '2026-11-25', secondsLeft: 86_400 });
    // An instant before the one last asked is worked out again, not taken from the later day.
    expect(schoolDay(zone, new Date('2026-11-24T12:00:00Z')).day).toBe('2026-11-24');
  });

  it('accepts IANA names only', () => {
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('says how long until the reset in hours and minutes', () => {
    expect(inHoursAndMinutes(5400)).toBe('1 h 30 min');
    expect(inHoursAndMinutes(59)).toBe('1 min');
    expect(inHoursAndMinutes(12 * 60)).toBe('12 min');
  });
});
