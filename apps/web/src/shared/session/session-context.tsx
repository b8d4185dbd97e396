import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { SessionManager, SessionSnapshot } from './session-manager';

const SessionContext = createContext<SessionManager | undefined>(undefined);

export function SessionProvider({ manager, children }: { manager: SessionManager; children: ReactNode }) {
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') manager.onVisible();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [manager]);
  return <SessionContext.Provider value={manager}>{children}</SessionContext.Provider>;
}

export function useSessionManager(): SessionManager {
  const manager = useContext(SessionContext);
  if (!manager) throw new Error('useSessionManager outside SessionProvider');
  return manager;
}

export function useSession(): SessionSnapshot {
  const manager = useSessionManager();
  return useSyncExternalStore(manager.subscribe, manager.getSnapshot);
}
