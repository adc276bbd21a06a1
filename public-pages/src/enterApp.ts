import type { ToastMessage } from '@legacy-planner/shared-ui';
import { loadPageWithToast } from '@legacy-planner/shared-ui/navigation';
import { onShownAgain } from './shownAgain';

/**
 * Opens the app at `path` (a full page load: the app is the other build of the shell), where
 * `toast` shows once it has started. The promise settles only if the browser brings this page
 * back from its back-forward cache: whoever waits for it (a form being sent) stays busy while
 * the browser leaves, and is usable again on the way back.
 */
export function enterApp(toast: ToastMessage, path = '/app'): Promise<void> {
  loadPageWithToast(path, toast);
  return new Promise((resolve) => onShownAgain(resolve, { once: true }));
}
