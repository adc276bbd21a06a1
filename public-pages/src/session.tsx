import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { CurrentUser } from '@legacy-planner/contracts';
import { createApiClient, type ApiClient } from '@legacy-planner/shared-ui';
import { getCurrentUser } from '@legacy-planner/shared-ui/session';
import { isDemoModeOn } from '@legacy-planner/shared-ui/navigation';
import { onShownAgain } from './shownAgain';

interface Session {
  api: ApiClient;
  /** The signed-in visitor, or null (also until the answer comes, and in demo mode). */
  user: CurrentUser | null;
}

const SessionContext = createContext<Session | null>(null);

export function usePublicSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('usePublicSession() needs the public pages (PublicSession)');
  return session;
}

/**
 * Who is signed in, asked when the page starts (spec section 4), and again when the browser
 * shows it again from its back-forward cache (the visitor may have signed in or out meanwhile).
 * The pages are pre-rendered for a visitor who is not; a signed-in one is then offered their
 * plan. Demo mode asks nothing, as in the app.
 */
export function PublicSession({ children }: { children: ReactNode }) {
  const [api] = useState(createApiClient);
  const [user, setUser] = useState<CurrentUser | null>(null);
  useEffect(() => {
    let current = true;
    const ask = () => {
      if (isDemoModeOn()) return;
      void getCurrentUser(api).then((answer) => {
        // A signed-in visitor's page changes in a transition: in slices, like the hydration.
        if (current) startTransition(() => setUser(answer));
      });
    };
    ask();
    const stopListening = onShownAgain(ask);
    return () => {
      current = false;
      stopListening();
    };
  }, [api]);
  const session = useMemo(() => ({ api, user }), [api, user]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
