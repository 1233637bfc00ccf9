import { createContext, useContext } from 'react';
import { useSession, type Session, type SessionState } from './store.ts';

export const SessionContext = createContext<Session | null>(null);

export function useSessionObject(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('SessionContext is missing');
  return session;
}

/** The live app state (spec section 3). */
export function useSessionState(): SessionState {
  return useSession(useSessionObject());
}
