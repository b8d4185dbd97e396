export { fetchSessionToken, revokeSession } from './session-api';
export { SessionProvider, useSession, useSessionManager } from './session-context';
export {
  IDENTITY_EVENTS,
  type IdentityEvent,
  isSessionExpiredState,
  SESSION_EXPIRED_STATE,
  SessionManager,
  type SessionSnapshot,
  type SessionStatus,
} from './session-manager';
export { readStoredToken, removeStoredToken, resetStoredSession, writeStoredToken } from './token-store';
