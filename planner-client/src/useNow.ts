import { useEffect, useState } from 'react';

/** The time, refreshed every minute, so counts of time left stay right on an open tab. */
export function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // Also now: the effect runs when the component is shown, which may be long after its first
    // render (the shell renders tabs ahead, out of sight, and runs their effects on a visit).
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
