/**
 * `load` run at the first call and its promise shared by every call after, for a library loaded
 * at first use instead of at start (issue 30). A load that fails is forgotten, so that the next
 * call tries again instead of failing until the process restarts.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
