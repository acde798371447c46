import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@/api/client';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSession } from './session';

export const LOGGED_OUT_TOAST = { title: 'Logged out', description: 'You have been successfully logged out.' } as const;

/**
 * Logout (core spec §2 header, §4 session, §8): ends the session on the server (POST
 * /api/auth/logout), clears it here whatever the server said, toasts 'Logged out' and goes home.
 * Repeat calls while one is under way are ignored.
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const busy = useRef(false);
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await apiRequest('post', '/api/auth/logout');
    } catch {
      // Already expired or the server is unreachable: the local session ends anyway.
    }
    signOut();
    toast(LOGGED_OUT_TOAST);
    await navigate(paths.home);
    busy.current = false;
    setPending(false);
  }, [navigate, signOut]);

  return { logout, pending };
}
