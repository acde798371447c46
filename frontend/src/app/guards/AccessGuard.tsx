import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { toast, type ToastInput } from '@/components/toast';
import { useSession, useSessionNotice } from '@/lib/session';
import type { Access } from '../routes';
import { decideAccess } from './access';

/** Shows a toast once, then redirects. */
function RedirectWithToast({ to, message }: { to: string; message: ToastInput }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast(message);
  }, [message]);
  return <Navigate to={to} replace />;
}

/** Renders a protected screen only when the route table's access rule allows it (see ./access.ts). */
export function AccessGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { status, user } = useSession();
  const { notice } = useSessionNotice();
  const decision = decideAccess(access, status, user, notice?.goHome ?? false);
  switch (decision.kind) {
    case 'allow':
      return <>{children}</>;
    case 'wait':
      return <Spinner label="Checking your session" />;
    case 'redirect':
      return decision.toast ? <RedirectWithToast to={decision.to} message={decision.toast} /> : <Navigate to={decision.to} replace />;
    default: {
      const unknown: never = decision;
      throw new Error(`unknown access decision ${JSON.stringify(unknown)}`);
    }
  }
}
