import { useCallback, useSyncExternalStore } from 'react';

/**
 * The time, in steps of everyMs (a minute by default), so counts of time left stay right on an
 * open tab. Read from the clock as the component renders, also when it is shown after being
 * rendered ahead out of sight (the shell renders tabs ahead, and a hidden tab's subscriptions
 * wait for its showing); the steps keep the renders in between in agreement.
 */
export function useNow(everyMs = 60_000) {
  const subscribe = useCallback(
    (onStep: () => void) => {
      let timer: ReturnType<typeof setTimeout>;
      const nextStep = () => {
        timer = setTimeout(
          () => {
            onStep();
            nextStep();
          },
          everyMs - (Date.now() % everyMs),
        );
      };
      nextStep();
      return () => clearTimeout(timer);
    },
    [everyMs],
  );
  const now = () => {
    const time = Date.now();
    return time - (time % everyMs);
  };
  return useSyncExternalStore(subscribe, now, now);
}
