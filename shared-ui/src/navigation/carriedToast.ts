import type { ToastMessage } from '../toasts/toasts';
import { loadPage } from './pageLoad';

// A toast that says what just happened on one page ("Welcome back", "Demo Mode Activated")
// but shows on the next, across a full page load: kept in session storage meanwhile.
const CARRIED_TOAST_KEY = 'carriedToast';

/** Loads `address`, whose page shows `toast` once it has started (takeCarriedToast). */
export function loadPageWithToast(address: string, toast: ToastMessage): void {
  try {
    window.sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // No session storage: the next page opens all the same, without the toast.
  }
  loadPage(address);
}

/** The toast the previous page left for this one, if any; it shows once. */
export function takeCarriedToast(): ToastMessage | null {
  try {
    const carried = window.sessionStorage.getItem(CARRIED_TOAST_KEY);
    window.sessionStorage.removeItem(CARRIED_TOAST_KEY);
    return carried ? (JSON.parse(carried) as ToastMessage) : null;
  } catch {
    return null;
  }
}
