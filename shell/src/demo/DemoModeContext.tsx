import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { isDemoModeOn, setDemoMode } from './demoFlag';

interface DemoMode {
  isDemoMode: boolean;
  enterDemoMode: () => void;
  exitDemoMode: () => void;
}

const DemoModeContext = createContext<DemoMode | null>(null);

/** Keeps the session-storage demo flag and React in step. */
export function DemoModeProvider({ children }: { children: ReactNode }) {
  const [isDemoMode, setIsDemoMode] = useState(isDemoModeOn);
  const value = useMemo<DemoMode>(
    () => ({
      isDemoMode,
      enterDemoMode: () => {
        setDemoMode(true);
        setIsDemoMode(true);
      },
      exitDemoMode: () => {
        setDemoMode(false);
        setIsDemoMode(false);
      },
    }),
    [isDemoMode],
  );
  return <DemoModeContext.Provider value={value}>{children}</DemoModeContext.Provider>;
}

export function useDemoMode(): DemoMode {
  const demoMode = useContext(DemoModeContext);
  if (!demoMode) throw new Error('useDemoMode() needs a DemoModeProvider');
  return demoMode;
}
