import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiRequest } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { AUTH_TOKEN_KEY, getAuthToken, readItem, removeItem, USER_STORAGE_KEY, writeItem } from './storage';

/**
 * The session (core spec §4 "Session"): the token in localStorage `authToken`, the user record beside
 * it (`promptforge-user`). On load with a stored token the stored user is shown at once and verified
 * with GET /api/auth/me; when the server refuses it, the session is cleared and the app goes home with
 * 'Authentication session expired. Please log in again.'
 *
 * Screens import this through `@/features/auth/session`. It lives in src/lib because the header and
 * the landing page need it in the first load, which may hold no feature module but marketing (see
 * the landing guard in vite.config.ts).
 */
export type User = components['schemas']['UserDto'];
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface Session {
  /** 'loading' only while a stored token without a stored user is being verified. */
  status: SessionStatus;
  user: User | null;
  /** After login or registration: stores token and user. The caller navigates. */
  signIn(token: string, user: User): void;
  /**
   * Clears token, user and cached server data. The caller navigates home (and calls POST
   * /api/auth/logout first if it wants); meanwhile a protected screen's guard sends the user home
   * too, not to /login.
   */
  signOut(): void;
  /** Replaces the token, e.g. with the fresh one POST /api/auth/change-password returns. */
  setToken(token: string): void;
  /**
   * Refetches GET /api/auth/me and stores the user. Resolves with the user; with null when there is
   * no session, or when the server refused the token (the session then ends as expired). Rejects on
   * any other failure (network, 5xx), leaving the session as it was.
   */
  refresh(): Promise<User | null>;
}

export const SESSION_EXPIRED_MESSAGE = 'Authentication session expired. Please log in again.';

/**
 * What the app shell does after a session ends here (spec §4: logout, account deletion and a refused
 * session all go to the home page).
 */
export interface SessionNotice {
  /** Shown on the home page: 'Authentication session expired…', or null after a deliberate sign-out. */
  message: string | null;
  /** The app has not reached the home page since the session ended. */
  goHome: boolean;
}

interface SessionState {
  status: SessionStatus;
  user: User | null;
  token: string | null;
  /** The user came from storage and the server has not confirmed it yet. */
  unverified: boolean;
}

interface SessionContextValue extends Session {
  notice: SessionNotice | null;
  dismissNotice(): void;
  arrivedHome(): void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.id === 'string' && typeof candidate.name === 'string' && typeof candidate.email === 'string';
}

/** The stored user record, or null when absent or unreadable. */
export function readStoredUser(): User | null {
  const raw = readItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUser(parsed) ? { ...parsed, subscription: parsed.subscription ?? null } : null;
  } catch {
    return null;
  }
}

function storeUser(user: User): void {
  writeItem(USER_STORAGE_KEY, JSON.stringify(user));
}

function clearStorage(): void {
  removeItem(AUTH_TOKEN_KEY);
  removeItem(USER_STORAGE_KEY);
}

/** What storage says right now: a token and maybe a user (shown at once, verified next), or nothing. */
function stateFromStorage(): SessionState {
  const token = getAuthToken();
  if (!token) {
    removeItem(USER_STORAGE_KEY);
    return { status: 'signed-out', user: null, token: null, unverified: false };
  }
  const user = readStoredUser();
  return { status: user ? 'signed-in' : 'loading', user, token, unverified: true };
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, token: null, unverified: false };

/** Did the server refuse the credentials (as opposed to failing to answer)? */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(stateFromStorage);
  const [notice, setNotice] = useState<SessionNotice | null>(null);
  const verifying = useRef<string | null>(null);

  const endAsExpired = useCallback(() => {
    clearStorage();
    setState(SIGNED_OUT);
    queryClient.clear();
    setNotice({ message: SESSION_EXPIRED_MESSAGE, goHome: true });
  }, [queryClient]);

  const adoptUser = useCallback((token: string, user: User) => {
    // A sign-out or another sign-in may have happened while the request was under way.
    if (getAuthToken() !== token) return false;
    storeUser(user);
    setState({ status: 'signed-in', user, token, unverified: false });
    return true;
  }, []);

  // Verify a session read from storage (on load, or after another tab changed it).
  useEffect(() => {
    const { token, unverified } = state;
    if (!token || !unverified || verifying.current === token) return;
    verifying.current = token;
    apiRequest('get', '/api/auth/me')
      .then((user) => adoptUser(token, user))
      .catch((error: unknown) => {
        if (getAuthToken() !== token) return;
        if (isRefusal(error)) {
          endAsExpired();
        } else {
          // The server could not tell (offline, 5xx): keep the stored user; without one, show signed out.
          setState((current) =>
            current.token === token ? { ...current, status: current.user ? 'signed-in' : 'signed-out', unverified: false } : current,
          );
        }
      })
      .finally(() => {
        if (verifying.current === token) verifying.current = null;
      });
  }, [state, adoptUser, endAsExpired]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== AUTH_TOKEN_KEY) return;
      const next = stateFromStorage();
      setState((current) => {
        if (current.token === next.token) return current;
        if (!next.token) queryClient.clear();
        return next;
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient]);

  const signIn = useCallback(
    (token: string, user: User) => {
      writeItem(AUTH_TOKEN_KEY, token);
      storeUser(user);
      // Nothing cached for a previous user may show through.
      queryClient.clear();
      setNotice(null);
      setState({ status: 'signed-in', user, token, unverified: false });
    },
    [queryClient],
  );

  const signOut = useCallback(() => {
    clearStorage();
    setState(SIGNED_OUT);
    queryClient.clear();
    setNotice({ message: null, goHome: true });
  }, [queryClient]);

  const setToken = useCallback((token: string) => {
    writeItem(AUTH_TOKEN_KEY, token);
    setState((current) => ({ ...current, token }));
  }, []);

  const refresh = useCallback(async (): Promise<User | null> => {
    const token = getAuthToken();
    if (!token) return null;
    try {
      const user = await apiRequest('get', '/api/auth/me');
      return adoptUser(token, user) ? user : null;
    } catch (error) {
      if (getAuthToken() !== token) return null;
      if (error instanceof ApiError && error.status === 401) {
        endAsExpired();
        return null;
      }
      throw error;
    }
  }, [adoptUser, endAsExpired]);

  const dismissNotice = useCallback(() => setNotice(null), []);
  const arrivedHome = useCallback(
    () => setNotice((current) => (current?.goHome ? (current.message ? { ...current, goHome: false } : null) : current)),
    [],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ status: state.status, user: state.user, signIn, signOut, setToken, refresh, notice, dismissNotice, arrivedHome }),
    [state.status, state.user, signIn, signOut, setToken, refresh, notice, dismissNotice, arrivedHome],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionContext(): SessionContextValue {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider> (src/app/provider.tsx)');
  return context;
}

/** The session: status, user and the actions that change it. */
export function useSession(): Session {
  const { status, user, signIn, signOut, setToken, refresh } = useSessionContext();
  return useMemo(() => ({ status, user, signIn, signOut, setToken, refresh }), [status, user, signIn, signOut, setToken, refresh]);
}

/**
 * For the app shell: while `notice.goHome` is set (the session has just ended), the layout and the
 * route guards send the user home, which calls `arrivedHome()`; the home page shows the message, if
 * any, until `dismiss()` or the next sign-in.
 */
export function useSessionNotice(): { notice: SessionNotice | null; dismiss(): void; arrivedHome(): void } {
  const { notice, dismissNotice, arrivedHome } = useSessionContext();
  return { notice, dismiss: dismissNotice, arrivedHome };
}
