import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true from the next one, which React renders as a
 * transition once the first has been committed. The dashboard shows its parts below the first
 * screen in such later renders, each a separate render and commit, so that the first screen is
 * on the page sooner and no single task renders, styles and lays out the whole dashboard (on a
 * slow phone, several hundred milliseconds).
 */
export function useSecondRender(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
