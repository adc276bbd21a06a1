import { timeLeft } from './timeLeft';

const now = Date.parse('2026-11-22T12:00:00.000Z');
const after = (ms: number) => new Date(now + ms).toISOString();
const HOUR = 3_600_000;

describe('timeLeft', () => {
  it('counts days and hours, and says when the time has come', () => {
    expect(timeLeft(after(7 * 24 * HOUR), now)).toBe('7 days');
    expect(timeLeft(after(6 * 24 * HOUR + 23 * HOUR + 59_000), now)).toBe('6 days 23 hours');
    expect(timeLeft(after(25 * HOUR), now)).toBe('1 day 1 hour');
    expect(timeLeft(after(5 * HOUR + 10), now)).toBe('5 hours');
    expect(timeLeft(after(59 * 60_000), now)).toBe('less than an hour');
    expect(timeLeft(after(0), now)).toBeNull();
  });
});
