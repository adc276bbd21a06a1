// The one check of an email address, used by every form and by the API (spec section 5: a
// basic pattern, something@something.something without spaces).

export const MAX_EMAIL_LENGTH = 254;

// This pattern can backtrack: its time grows with the square of the input's length (a
// 40,000-character "email" once held the server for seconds). So the length is checked first,
// and the pattern only ever sees at most MAX_EMAIL_LENGTH characters.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(value);
}
