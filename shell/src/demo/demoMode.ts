import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { demoModeLeft, selectIsDemoMode } from './demoModeSlice';

/**
 * Demo mode in the app, and the way out of it. (The way in is on the public pages, which set
 * the flag in session storage before they open the app: public-pages.)
 */
export function useDemoMode() {
  const dispatch = useShellDispatch();
  return {
    isDemoMode: useShellSelector(selectIsDemoMode),
    exitDemoMode: () => dispatch(demoModeLeft()),
  };
}
