import { useNavigate } from 'react-router-dom';
import { useShowToast } from '@legacy-planner/shared-ui';
import { useDemoMode } from './demoMode';

/** "Demo Mode (No Account)": sets the flag and opens /app with the built-in sample data. */
export function useStartDemoMode(): () => void {
  const { enterDemoMode } = useDemoMode();
  const navigate = useNavigate();
  const toast = useShowToast();
  return () => {
    try {
      enterDemoMode();
    } catch {
      toast({
        title: 'Demo Mode Failed',
        description: 'Unable to activate demo mode',
        variant: 'destructive',
      });
      return;
    }
    toast({ title: 'Demo Mode Activated', description: 'Exploring the product in read-only mode' });
    navigate('/app');
  };
}
