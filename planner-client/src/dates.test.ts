import { formatDate, formatDateTime } from './dates';

it('writes a date, and a date with its time, in one wording', () => {
  const moment = new Date(2026, 10, 23, 5, 54).toISOString();
  expect(formatDate(moment)).toBe('Nov 23, 2026');
  expect(formatDateTime(moment)).toBe('Nov 23, 2026, 5:54 AM');
});

it('says so for a malformed time instead of throwing', () => {
  expect(formatDate('not a date')).toBe('Unknown date');
  expect(formatDateTime('')).toBe('Unknown date');
});
