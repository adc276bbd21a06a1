/**
 * Calls `listener` whenever the browser shows this page again from its back-forward cache (the
 * visitor went elsewhere, then back), as it was left; returns how to stop listening.
 */
export function onShownAgain(listener: () => void, { once = false } = {}): () => void {
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    if (once) window.removeEventListener('pageshow', onPageShow);
    listener();
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
}
