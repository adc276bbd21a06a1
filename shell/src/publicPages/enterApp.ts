import type { ToastMessage } from '@legacy-planner/shared-ui';
import { loadPageWithToast } from '../navigation/carriedToast';

/**
 * Opens the app at /app (a full page load: the app is the other build of the shell), where
 * `toast` shows once it has started. The promise never settles: whoever waits for it (a form
 * being submitted) stays busy until the browser has left the page.
 */
export function enterApp(toast: ToastMessage): Promise<never> {
  loadPageWithToast('/app', toast);
  return new Promise(() => undefined);
}
