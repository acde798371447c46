/**
 * The session, for screens (core spec §4 "Session"):
 *
 *   const { status, user, signIn, signOut, setToken, refresh } = useSession();
 *
 * - status: 'loading' | 'signed-in' | 'signed-out'; user: the UserDto of /api/auth/me, or null.
 * - signIn(token, user): after login or registration. signOut(): clears token, user and cached server
 *   data; the caller navigates. setToken(token): after change-password. refresh(): refetches
 *   /api/auth/me and stores it (null when there is no session or the server refused it).
 *
 * The implementation lives in src/lib/session.tsx because the header and the landing page need it in
 * the first load (see the landing guard in vite.config.ts); this module is its public face.
 */
export { SESSION_EXPIRED_MESSAGE, SessionProvider, useSession } from '@/lib/session';
export type { Session, SessionStatus, User } from '@/lib/session';
