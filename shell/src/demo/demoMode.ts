import { useShellDispatch, useShellSelector } from '../store/shellStore';
import { demoModeEntered, demoModeLeft, selectIsDemoMode } from './demoModeSlice';

/** Demo mode, and the way in and out of it. */
export function useDemoMode() {
  const dispatch = useShellDispatch();
  return {
    isDemoMode: useShellSelector(selectIsDemoMode),
    enterDemoMode: () => dispatch(demoModeEntered()),
    exitDemoMode: () => dispatch(demoModeLeft()),
  };
}
