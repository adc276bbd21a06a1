/**
 * Resolves once the browser has painted the page as it arrived: the pre-rendered page shows
 * before the scripts that hydrate it start their work. A page that gets no frames (a tab
 * opened in the background) goes on after a short while instead.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      // The frame paints once this callback returns: continue in the task after it.
      setTimeout(resolve, 0);
    });
  });
}
