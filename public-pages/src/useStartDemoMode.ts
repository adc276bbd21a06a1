import { setDemoMode } from '@legacy-planner/shared-ui/navigation';
import { enterApp } from './enterApp';
import { useToast } from './toasts';

/**
 * "Demo Mode (No Account)": sets the flag in session storage, where the app reads it when it
 * starts (shell/src/demo/demoModeSlice.ts), and opens /app with the built-in sample data.
 */
export function useStartDemoMode(): () => void {
  const toast = useToast();
  return () => {
    try {
      setDemoMode(true);
    } catch {
      toast({
        title: 'Demo Mode Failed',
        description: 'Unable to activate demo mode',
        variant: 'destructive',
      });
      return;
    }
    void enterApp({
      title: 'Demo Mode Activated',
      description: 'Exploring the product in read-only mode',
    });
  };
}
