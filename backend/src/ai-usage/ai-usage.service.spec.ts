import { dailyLimitMessage, schoolCeilingMessage } from './ai-usage.service.js';
import { schoolDay } from './school-day.js';

describe('the quota messages', () => {
  const day = schoolDay('Europe/Paris', new Date('2026-11-23T19:40:00Z')); // 20:40 in Paris

  it("say the daily limit is reached and when it resets, in the school's time zone", () => {
    expect(dailyLimitMessage(day, 'Europe/Paris')).toBe(
      "You have reached today's limit for the AI tutor. It resets at midnight school time (Europe/Paris), in 3 h 20 min.",
    );
    expect(schoolCeilingMessage(day, 'Europe/Paris')).toBe(
      "The school's AI tutor allowance for today is used up. It resets at midnight school time (Europe/Paris), in 3 h 20 min.",
    );
  });

  it('never name the limit’s value', () => {
    expect(dailyLimitMessage(day, 'UTC')).not.toMatch(/\d{3,}/);
  });
});
