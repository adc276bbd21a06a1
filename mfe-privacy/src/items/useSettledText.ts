import { useEffect, useState } from 'react';

/** How long typing pauses before a search goes to the server. */
const PAUSE_MS = 250;

/**
 * The text once typing has paused: a search over a large plan asks the server once for the
 * words typed, not once per key.
 */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    if (text === settled) return;
    const timer = setTimeout(() => setSettled(text), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, settled]);
  return settled;
}
