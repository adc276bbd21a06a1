import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser } from '@legacy-planner/contracts';
import { createApiClient, type ApiClient } from '@legacy-planner/shared-ui';
import { getCurrentUser } from '../api/currentUser';
import { isDemoModeOn } from '../demo/demoFlag';

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
 * Who is signed in, asked once when the page starts (spec section 4). The pages are
 * pre-rendered for a visitor who is not; a signed-in one is then offered their plan. Demo mode
 * asks nothing, as in the app.
 */
export function PublicSession({ children }: { children: ReactNode }) {
  const [api] = useState(createApiClient);
  const [user, setUser] = useState<CurrentUser | null>(null);
  useEffect(() => {
    if (isDemoModeOn()) return;
    let current = true;
    void getCurrentUser(api).then((answer) => {
      if (current) setUser(answer);
    });
    return () => {
      current = false;
    };
  }, [api]);
  const session = useMemo(() => ({ api, user }), [api, user]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
