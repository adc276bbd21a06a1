/**
 * A clock for the app's `clock` dependency that only the test moves: time-dependent rules are
 * tested by setting or advancing it, never by waiting.
 */
export interface MovableClock {
  /** The time the test set. */
  (): Date;
  set(at: Date | string | number): Date;
  advance(ms: number): Date;
}

export function movableClock(start: Date | string | number = new Date()): MovableClock {
  let now = new Date(start);
  const clock = () => now;
  return Object.assign(clock, {
    set: (at: Date | string | number) => (now = new Date(at)),
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  });
}
