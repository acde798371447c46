/**
 * The signed-in user as the header and the landing page need it (core spec §3: name, email,
 * profileImageUrl). Sessions arrive with the accounts issue (login, /api/auth/me); until then there
 * is never a signed-in user, and the signed-out variants are the only ones rendered.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  profileImageUrl?: string;
}

export function useSessionUser(): SessionUser | null {
  return null;
}
