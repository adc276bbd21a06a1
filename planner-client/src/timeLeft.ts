const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** How long until `at`, in days and hours: "6 days 23 hours", "5 hours", "less than an hour". */
export function timeLeft(at: string, now: number): string | null {
  const left = Date.parse(at) - now;
  if (left <= 0) return null;
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  if (days === 0 && hours === 0) return 'less than an hour';
  if (days === 0) return plural(hours, 'hour');
  return hours === 0 ? plural(days, 'day') : `${plural(days, 'day')} ${plural(hours, 'hour')}`;
}
